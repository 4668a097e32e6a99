// A hand-written screen's heading: the top bar's title (react-admin's Title, also the tab's) and the
// page's level-1 heading with the same words, and an optional line under it saying what the screen
// counts. One piece, so every tool page reads and is announced the same way.
import { Typography } from '@mui/material';
import type { ReactNode } from 'react';
import { Title } from 'react-admin';

export function PageHeading({
  title,
  caption,
  captionTestId,
}: {
  title: string;
  caption?: ReactNode;
  /** For the tests that read the caption. */
  captionTestId?: string;
}) {
  return (
    <>
      <Title title={title} />
      <Typography variant="h5" component="h1" sx={{ mt: 2, mb: caption ? 1 : 1.5 }}>
        {title}
      </Typography>
      {caption ? (
        <Typography
          variant="body2"
          color="text.secondary"
          sx={{ mb: 2, maxWidth: 900 }}
          data-testid={captionTestId}
        >
          {caption}
        </Typography>
      ) : null}
    </>
  );
}
