// The fields of a generic form and how they are laid out and sent: which fields a form shows, their
// defaults, the sections (the screen's or the fields' x-group) and widths (x-width), and the payload
// (a field hidden by its condition as null, a blank password kept). Used by the generic form and the
// sub-lists' dialogs.
import { Box, Divider, Typography } from '@mui/material';
import { Fragment, Suspense } from 'react';
import type { EntityModel, PropertyModel } from '../../shared/entity';
import type { FieldWidth } from '../../shared/panel-hints';
import { dependenciesOf } from './dependencies';
import { InputFor, isShown } from './inputs';
import type { Mode, Screen } from './screen';

export type { Mode };
type Values = Record<string, unknown>;
const blank = (v: unknown) => v === undefined || v === null || v === '';

/**
 * Writable fields of a form, in order. The active switch only in edit, unless the create form's
 * own list names it (`activeOnCreate`: a coupon is created on or off); the store (company_id) only
 * for admins: store users always act for their own store.
 */
export function formFields(
  model: EntityModel,
  mode: Mode,
  admin: boolean,
  only?: string[],
  { activeOnCreate = false }: { activeOnCreate?: boolean } = {},
): PropertyModel[] {
  const names = only ?? Object.keys(model.properties);
  const fields = names
    .map((n) => model.properties[n])
    .filter((p): p is PropertyModel => !!p && p.stored && !p.readOnly && p.name !== 'id')
    .filter((p) => !(mode === 'create' && p.name === 'active' && !activeOnCreate))
    .filter((p) => !(mode === 'edit' && p.immutable && p.name !== 'company_id'))
    .filter((p) => !(p.schema.type === 'object' || p.schema.type === 'array'));
  // A user's Cliente is a field like any other; a store-owned record's store is the admin's alone.
  if (!model.tenant) return fields;
  const store = model.properties.company_id;
  const others = fields.filter((p) => p.name !== 'company_id');
  // The store comes first: what else can be picked (attribute groups, products) depends on it.
  return admin && store ? [store, ...others] : others;
}

/** The schema's defaults of the fields a create form shows (switches off/on, 0,00 …). */
export function defaultValuesOf(fields: PropertyModel[]): Values {
  return Object.fromEntries(
    fields.filter((p) => p.schema.default !== undefined).map((p) => [p.name, p.schema.default]),
  );
}

/**
 * What a form sends: its own fields only (what the record carries besides, such as joined names,
 * stays out), a field hidden by its condition as null, a dropdown waiting for its parent as null,
 * and in edit a blank password or credential
 * left out, so the stored one stays.
 */
export function formPayload(fields: PropertyModel[], values: Values, mode: Mode): Values {
  const out: Values = {};
  for (const p of fields) {
    if (!(p.name in values)) {
      // A dropdown waiting for the field it follows (a category with no segment) is disabled, and
      // the form leaves disabled inputs out: it is empty, and sent so, or clearing a saved record's
      // segment would keep its old category.
      if (p.ref && dependenciesOf(p, fields).some((d) => blank(values[d.on]))) out[p.name] = null;
      continue;
    }
    const value = values[p.name];
    if (!isShown(p, values)) out[p.name] = null;
    else if ((p.hash || p.secret) && (value === '' || value === null || value === undefined)) {
      if (mode === 'create') out[p.name] = value;
    } else out[p.name] = value === '' && p.schema.type !== 'string' ? null : value;
    // A password asked twice goes with its confirmation.
    const confirmation = `${p.name}_confirmation`;
    if (p.confirm && p.name in out && confirmation in values) out[confirmation] = values[confirmation];
  }
  return out;
}

const SPAN: Record<FieldWidth, number> = { full: 6, half: 3, third: 2 };

/** The sections of a form: the screen's, else the fields' x-group in order of first appearance. */
export function sectionsOf(
  fields: PropertyModel[],
  screen?: Screen,
): Array<{ title?: string; fields: PropertyModel[] }> {
  const byName = new Map(fields.map((p) => [p.name, p]));
  if (screen?.sections) {
    const listed = new Set(screen.sections.flatMap((s) => s.fields));
    const rest = fields.filter((p) => !listed.has(p.name));
    const sections = screen.sections.map((s) => ({
      title: s.title,
      fields: s.fields.map((n) => byName.get(n)).filter((p): p is PropertyModel => !!p),
    }));
    // What no section names (the admin's store) opens the form.
    return rest.length ? [{ fields: rest }, ...sections] : sections;
  }
  const sections: Array<{ title?: string; fields: PropertyModel[] }> = [];
  for (const p of fields) {
    const last = sections.at(-1);
    if (last && last.title === p.group) last.fields.push(p);
    else sections.push({ title: p.group, fields: [p] });
  }
  return sections;
}

/**
 * The inputs of a form in their sections and widths (a phone: one per row); a field the screen's
 * form slots give an input of their own shows that piece in its place, and a section they end with a
 * piece shows it under the section's inputs.
 */
export function FormFields({
  fields,
  mode,
  screen,
  tenant = true,
  readOnly,
  fixed,
}: {
  fields: PropertyModel[];
  mode: Mode;
  screen?: Screen;
  /** A store-owned record: its store (an admin's pick) is required and fixed once saved. */
  tenant?: boolean;
  /** Shown but not editable (a sub-list's dialog until 'Alterar Informações'). */
  readOnly?: boolean;
  /** Fields whose value the page sets (the store a page is addressed by): shown, not editable. */
  fixed?: string[];
}) {
  const pieces = screen?.formSlots?.inputs ?? {};
  const ends = screen?.formSlots?.sectionEnd ?? {};
  return (
    <Box sx={{ width: '100%' }}>
      {sectionsOf(fields, screen).map((section, i) => {
        const End = section.title ? ends[section.title] : undefined;
        return (
          <Fragment key={section.title ?? i}>
            {section.title ? (
              <>
                {i > 0 ? <Divider sx={{ my: 1 }} /> : null}
                <Typography variant="subtitle1" component="h2" sx={{ fontWeight: 600, mb: 1 }}>
                  {section.title}
                </Typography>
              </>
            ) : null}
            <Box sx={{ display: 'grid', gridTemplateColumns: 'repeat(6, minmax(0, 1fr))', columnGap: 2 }}>
              {section.fields.map((p) => {
                const Piece = pieces[p.name];
                if (Piece === null) return null;
                return (
                  <Box
                    key={p.name}
                    sx={{ gridColumn: { xs: 'span 6', md: `span ${SPAN[p.width ?? 'full']}` } }}
                  >
                    {Piece ? (
                      // An area's piece may load lazily, with its screen: only its own place waits.
                      <Suspense fallback={null}>
                        <Piece mode={mode} fields={fields} />
                      </Suspense>
                    ) : (
                      <InputFor
                        p={p}
                        form={fields}
                        mode={mode}
                        // An admin must say which store a record belongs to; it cannot move to another later.
                        required={tenant && p.name === 'company_id' ? true : undefined}
                        readOnly={
                          readOnly ||
                          (tenant && mode === 'edit' && p.name === 'company_id') ||
                          fixed?.includes(p.name) ||
                          undefined
                        }
                      />
                    )}
                  </Box>
                );
              })}
            </Box>
            {End ? (
              <Suspense fallback={null}>
                <End mode={mode} fields={fields} />
              </Suspense>
            ) : null}
          </Fragment>
        );
      })}
    </Box>
  );
}
