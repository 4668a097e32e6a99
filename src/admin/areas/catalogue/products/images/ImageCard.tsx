// One photo of the images section: its thumbnail (a click shows it at full size), its relevance,
// colour and video link saved with 'Salvar' through /product-image/change-color, and the bin,
// which asks first. The server's 422 messages show under their inputs. Both refresh the section's
// list through react-admin's cache (resource 'product_image').
import DeleteIcon from '@mui/icons-material/Delete';
import { Box, Button, Card, CardActions, CardContent, IconButton, Stack, Tooltip } from '@mui/material';
import { Form, HttpError, SelectInput, TextInput, useDelete, useNotify } from 'react-admin';
import { useFormState } from 'react-hook-form';
import { errorText } from '../../../../api';
import { useCallMutation } from '../../../../generic/calls';
import { TOAST_MS } from '../../../../generic/toasts';
import { validatorsFor } from '../../../../generic/validation';
import { useConfirm } from '../../../../generic/useConfirm';
import { ColorInput } from './ColorInput';
import {
  CONFIRM_DELETE_IMAGE,
  IMAGE_RESOURCE,
  imageProps,
  type ProductImage,
  RELEVANCE_CHOICES,
  thumbnailUrl,
} from './imageModel';

export const SAVE_SUCCESS = 'Imagens atualizadas com sucesso!';
export const SAVE_FAILURE = 'Erro ao salvar imagens.';
export const DELETE_SUCCESS = 'Imagem excluída com sucesso!';

const blankToNull = (value: unknown) => (typeof value === 'string' && value.trim() === '' ? null : value);

function SaveButton() {
  const { isDirty, isValid, isSubmitting } = useFormState();
  return (
    <Button type="submit" variant="contained" size="small" disabled={!isDirty || !isValid || isSubmitting}>
      Salvar
    </Button>
  );
}

interface Props {
  image: ProductImage;
  colors: string[];
  onOpen: (image: ProductImage) => void;
}

export function ImageCard({ image, colors, onOpen }: Props) {
  const notify = useNotify();
  const changeColor = useCallMutation('imageChangeColor', { invalidate: { resources: [IMAGE_RESOURCE] } });
  const [deleteOne, { isPending: deleting }] = useDelete<ProductImage>();
  const { ask, dialog } = useConfirm({
    title: 'Excluir Imagem',
    text: CONFIRM_DELETE_IMAGE,
    confirmLabel: 'Excluir',
  });

  const save = async (values: Record<string, unknown>) => {
    try {
      await changeColor.mutateAsync({
        id: image.id,
        product_id: image.product_id,
        relevance: values.relevance as number,
        color: blankToNull(values.color) as string | null,
        link_video: blankToNull(values.link_video) as string | null,
      });
    } catch (error) {
      notify(SAVE_FAILURE, { type: 'error', autoHideDuration: TOAST_MS });
      if (error instanceof HttpError && error.status === 422)
        return (error.body as { errors?: Record<string, unknown> }).errors;
      return undefined;
    }
    notify(SAVE_SUCCESS, { type: 'success', autoHideDuration: TOAST_MS });
    return undefined;
  };

  const remove = async () => {
    if (!(await ask())) return;
    deleteOne(
      IMAGE_RESOURCE,
      { id: image.id, previousData: image },
      {
        mutationMode: 'pessimistic',
        onSuccess: () => notify(DELETE_SUCCESS, { type: 'success', autoHideDuration: TOAST_MS }),
        onError: (error) => notify(errorText(error), { type: 'error', autoHideDuration: TOAST_MS }),
      },
    );
  };

  return (
    <Card variant="outlined" component="article" aria-label={`Imagem ${image.id}`}>
      <Box
        component="button"
        type="button"
        onClick={() => onOpen(image)}
        title="Ver em tamanho real"
        sx={{
          display: 'block',
          width: '100%',
          height: 220,
          p: 0,
          border: 0,
          bgcolor: 'grey.100',
          cursor: 'zoom-in',
        }}
      >
        <Box
          component="img"
          src={thumbnailUrl(image)}
          alt={image.color ? `Foto do produto (${image.color})` : 'Foto do produto'}
          loading="lazy"
          sx={{ width: '100%', height: '100%', objectFit: 'contain', display: 'block' }}
        />
      </Box>
      <Form
        record={{ relevance: image.relevance, color: image.color ?? '', link_video: image.link_video ?? '' }}
        onSubmit={save}
        mode="onChange"
        reValidateMode="onChange"
      >
        <CardContent sx={{ pb: 0 }}>
          <Stack spacing={1.5}>
            <SelectInput
              source="relevance"
              label={imageProps.relevance.label}
              choices={RELEVANCE_CHOICES}
              validate={validatorsFor(imageProps.relevance, { required: true })}
              helperText={false}
              size="small"
              margin="none"
              fullWidth
            />
            <ColorInput
              source="color"
              label={imageProps.color.label}
              options={colors}
              validate={validatorsFor(imageProps.color)}
            />
            <TextInput
              source="link_video"
              label={imageProps.link_video.label}
              type="url"
              validate={validatorsFor(imageProps.link_video)}
              helperText={false}
              size="small"
              margin="none"
              fullWidth
            />
          </Stack>
        </CardContent>
        <CardActions sx={{ justifyContent: 'space-between', px: 2, pb: 2, pt: 1.5 }}>
          <SaveButton />
          <Tooltip title="Excluir">
            <span>
              <IconButton aria-label="Excluir imagem" color="error" disabled={deleting} onClick={remove}>
                <DeleteIcon />
              </IconButton>
            </span>
          </Tooltip>
        </CardActions>
      </Form>
      {dialog}
    </Card>
  );
}
