// A row's own page (RowLink, screen.ts): how a list row or a sub-list row opens it, and the link in
// its Ações column — a real link, so keyboards, screen readers and 'open in a new tab' work.
import OpenInNewIcon from '@mui/icons-material/OpenInNew';
import { IconButton } from '@mui/material';
import { Link, useHref, useNavigate } from 'react-router-dom';
import { useRecordContext, type RaRecord } from 'react-admin';
import type { RowLink } from './screen';

/** Opens a row's own page (rowLink): in a new tab when it says so, else here. */
export function useFollowRowLink(link: RowLink | undefined) {
  const navigate = useNavigate();
  const href = useHref('/');
  if (!link) return undefined;
  return (record: RaRecord) => {
    const to = link.to(record);
    // The router's base (the panel may be served under a path) in front of the route.
    if (link.newTab) window.open(`${href.replace(/\/$/, '')}${to}`, '_blank', 'noopener');
    else navigate(to);
  };
}

/** The link to a row's own page: of the row given, else of the record in context. */
export function RowLinkButton({ link, record: given }: { link: RowLink; record?: RaRecord }) {
  const context = useRecordContext();
  const record = given ?? context;
  if (!record) return null;
  const Icon = link.icon ?? OpenInNewIcon;
  return (
    <IconButton
      component={Link}
      to={link.to(record)}
      target={link.newTab ? '_blank' : undefined}
      rel={link.newTab ? 'noopener' : undefined}
      size="small"
      color="primary"
      aria-label={link.label(record)}
      title={link.label(record)}
      // The row's own click would open it a second time.
      onClick={(e: React.MouseEvent) => e.stopPropagation()}
    >
      <Icon fontSize="small" />
    </IconButton>
  );
}
