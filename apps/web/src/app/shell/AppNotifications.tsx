import { useMediaQuery } from '@mantine/hooks';
import { Notifications } from '@mantine/notifications';
import classes from './AppNotifications.module.css';

/** Wide enough for a notice to fit in the header's empty middle, between the logo and the header's buttons. */
const WIDE_SCREEN_QUERY = '(min-width: 64em)';

/** A notice's width in the header: clear of the logo and of the tools and account buttons at 1024 px and up. */
const HEADER_NOTICE_WIDTH = 400;

/**
 * Where notices appear, over no control: on a wide screen in the header's empty middle (never over the
 * account button and the tools, never down the runner's log); on a narrower one at the foot of the screen,
 * where the page scrolls from under them. Stacked, so several take the room of one and never run down the page
 * (one waiting for its close button, such as the new version's, holds no other back).
 */
export function AppNotifications() {
  const wide = useMediaQuery(WIDE_SCREEN_QUERY, true, { getInitialValueInEffect: false }) ?? true;
  return (
    <Notifications
      position={wide ? 'top-center' : 'bottom-center'}
      containerWidth={wide ? HEADER_NOTICE_WIDTH : undefined}
      layout="stacked"
      limit={5}
      classNames={{ root: classes.root }}
    />
  );
}
