import { z } from 'zod';
import { defineRoute } from './api/api-route.ts';

/**
 * The DM screen (/tools/dm-screen): a grid of panels the GM arranges, and the notes they write on it. A
 * signed-in user's screen is saved whole on the server; a visitor's stays in the browser in the same shape.
 */

/** What a panel can show, in the order the "Add panel" menu lists them. */
export const DM_SCREEN_PANEL_KINDS = ['initiative', 'dice', 'conditions', 'rules', 'notes', 'compendium'] as const;
export type DmScreenPanelKind = (typeof DM_SCREEN_PANEL_KINDS)[number];

/** Columns of the widest grid; a panel spans 1 to this many, and fewer where the screen is narrower. */
export const DM_SCREEN_COLUMNS = 4;
/** Rows a panel spans at most; a row is a fixed height, so a tall panel scrolls inside. */
export const DM_SCREEN_MAX_ROWS = 4;
/** A screen holds at most this many panels: enough for two of each kind. */
export const MAX_DM_SCREEN_PANELS = 12;
/** One notes panel holds at most this many characters. */
export const MAX_DM_SCREEN_NOTE_LENGTH = 20_000;

export const DM_SCREEN_MESSAGES = {
  tooManyPanels: `A DM screen holds at most ${MAX_DM_SCREEN_PANELS} panels.`,
  noteTooLong: `A note holds at most ${MAX_DM_SCREEN_NOTE_LENGTH.toLocaleString('en-US')} characters.`,
  sameKey: 'Two panels share a key; each needs its own.',
  unknownKind: `A panel is one of: ${DM_SCREEN_PANEL_KINDS.join(', ')}.`,
  width: `A panel is 1 to ${DM_SCREEN_COLUMNS} columns wide.`,
  height: `A panel is 1 to ${DM_SCREEN_MAX_ROWS} rows tall.`,
} as const;

const span = (max: number, message: string) =>
  z.number({ error: message }).int(message).min(1, message).max(max, message);

export const dmScreenPanelSchema = z.strictObject({
  /** Stable while the panel is moved or resized, so its note and its place in the tab order follow it. */
  key: z.string().regex(/^[A-Za-z0-9_-]{1,40}$/, 'A panel key is 1 to 40 letters, digits, dashes or underscores.'),
  kind: z.enum(DM_SCREEN_PANEL_KINDS, { error: DM_SCREEN_MESSAGES.unknownKind }),
  width: span(DM_SCREEN_COLUMNS, DM_SCREEN_MESSAGES.width),
  height: span(DM_SCREEN_MAX_ROWS, DM_SCREEN_MESSAGES.height),
  /** A notes panel's text; other kinds have none. */
  note: z.string().max(MAX_DM_SCREEN_NOTE_LENGTH, DM_SCREEN_MESSAGES.noteTooLong).optional(),
});
export type DmScreenPanel = z.output<typeof dmScreenPanelSchema>;

/** The panels in reading order: the grid fills its rows in this order, and Tab follows it. */
export const dmScreenSchema = z.strictObject({
  panels: z
    .array(dmScreenPanelSchema)
    .max(MAX_DM_SCREEN_PANELS, DM_SCREEN_MESSAGES.tooManyPanels)
    .refine((panels) => new Set(panels.map((panel) => panel.key)).size === panels.length, {
      error: DM_SCREEN_MESSAGES.sameKey,
    }),
});
export type DmScreen = z.output<typeof dmScreenSchema>;

/** The account's saved screen; `screen` is null until the user first saves one. */
export const savedDmScreenSchema = z.object({ screen: dmScreenSchema.nullable() });

export const dmScreenRoutes = {
  read: defineRoute({
    method: 'GET',
    path: '/api/me/dm-screen',
    access: 'signed-in',
    tag: 'DM screen',
    summary: 'Your DM screen: its panels, their places and sizes, and your notes',
    answer: savedDmScreenSchema,
  }),
  replace: defineRoute({
    method: 'PUT',
    path: '/api/me/dm-screen',
    access: 'signed-in',
    tag: 'DM screen',
    summary: 'Saves your DM screen whole',
    body: dmScreenSchema,
    answer: savedDmScreenSchema,
  }),
};
