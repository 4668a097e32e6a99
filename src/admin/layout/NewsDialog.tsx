// The app bar's Novidades bell: a badge with the unseen announcements ('9+' above 9), which drops
// to 0 once the dialog listing them is closed.
import NotificationsIcon from '@mui/icons-material/Notifications';
import {
  Badge,
  Button,
  Dialog,
  DialogActions,
  DialogContent,
  DialogTitle,
  IconButton,
  List,
  ListItem,
  ListItemText,
  Tooltip,
  Typography,
} from '@mui/material';
import { useState } from 'react';
import { formatDate } from '../format';
import { announcements as defaultAnnouncements, markAllSeen, unseenCount, type Announcement } from './news';

export function NewsDialog({
  open,
  onClose,
  announcements,
}: {
  open: boolean;
  onClose: () => void;
  announcements: Announcement[];
}) {
  return (
    <Dialog open={open} onClose={onClose} fullWidth maxWidth="sm" aria-labelledby="novidades-title">
      <DialogTitle id="novidades-title">Novidades</DialogTitle>
      <DialogContent dividers>
        <List disablePadding>
          {announcements.map((a) => (
            <ListItem key={a.date + a.title} disableGutters alignItems="flex-start">
              <ListItemText
                primary={
                  <>
                    <Typography
                      component="span"
                      variant="caption"
                      color="text.secondary"
                      sx={{ display: 'block' }}
                    >
                      {formatDate(a.date)}
                    </Typography>
                    <Typography component="span" variant="subtitle1" sx={{ fontWeight: 600 }}>
                      {a.title}
                    </Typography>
                  </>
                }
                secondary={a.text}
              />
            </ListItem>
          ))}
        </List>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>Fechar</Button>
      </DialogActions>
    </Dialog>
  );
}

export function NewsBell({ announcements = defaultAnnouncements }: { announcements?: Announcement[] }) {
  const [open, setOpen] = useState(false);
  const [unseen, setUnseen] = useState(() => unseenCount(announcements.length));

  function close() {
    setOpen(false);
    markAllSeen(announcements.length);
    setUnseen(0);
  }

  return (
    <>
      <Tooltip title="Novidades">
        <IconButton
          color="inherit"
          onClick={() => setOpen(true)}
          // The badge's number ('3', '9+') is part of the name, outside parentheses: a name must
          // contain the text it shows, and parenthesised words do not count as the name's own.
          aria-label={unseen ? `Novidades: ${unseen > 9 ? 'mais de 9' : unseen} não lidas` : 'Novidades'}
        >
          {/* At 0 there is no badge at all: MUI would keep the old number, merely shrunk to nothing. */}
          {unseen > 0 ? (
            <Badge badgeContent={unseen} max={9} color="error">
              <NotificationsIcon />
            </Badge>
          ) : (
            <NotificationsIcon />
          )}
        </IconButton>
      </Tooltip>
      <NewsDialog open={open} onClose={close} announcements={announcements} />
    </>
  );
}
