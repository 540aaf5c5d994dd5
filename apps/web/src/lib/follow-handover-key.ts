/**
 * Where the app notes the follow page address it just handed over to (a full page load). The follow
 * page clears it once it runs, so only a page that came back as the app again is taken for a loop.
 */
export const FOLLOW_HANDOVER_KEY = 'skald-follow-handover';
