import { createRequire } from 'node:module';
import sharp, { type OverlayOptions } from 'sharp';
import { escapeHtml } from '../../lib/escape-html.ts';

/** The size link previews draw a large image at (Open Graph, `twitter:card` summary_large_image). */
export const CARD_WIDTH = 1200;
export const CARD_HEIGHT = 630;

/** The picture on the left; the text column takes the rest. */
const PANEL_WIDTH = 540;
const PADDING = 64;
const TEXT_LEFT = PANEL_WIDTH + PADDING;
const TEXT_WIDTH = CARD_WIDTH - TEXT_LEFT - PADDING;
/** Between a collage's photos, in the canvas colour. */
const GAP = 6;

/** The web app's palette (packages/client/src/theme.css). */
const COLOURS = {
  canvas: '#faf8f5',
  ink: '#1c1917',
  inkMuted: '#6b635b',
  sand: '#f2ede6',
  line: '#ebe6df',
  accent: '#b4532a',
  accentSoft: '#f7e7dd',
};

const require = createRequire(import.meta.url);

/**
 * Fonts shipped in npm packages (OFL) and handed to pango by file, so a card reads the same on a machine with
 * no system fonts: the app's display serif for names and the wordmark, a sans for the rest.
 */
const FONTS = {
  title: {
    family: 'Source Serif 4 SemiBold',
    file: require.resolve('@expo-google-fonts/source-serif-4/600SemiBold/SourceSerif4_600SemiBold.ttf'),
  },
  wordmark: {
    family: 'Source Serif 4 SemiBold Italic',
    file: require.resolve('@expo-google-fonts/source-serif-4/600SemiBold_Italic/SourceSerif4_600SemiBold_Italic.ttf'),
  },
  text: {
    family: 'Inter Medium',
    file: require.resolve('@expo-google-fonts/inter/500Medium/Inter_500Medium.ttf'),
  },
  strong: {
    family: 'Inter SemiBold',
    file: require.resolve('@expo-google-fonts/inter/600SemiBold/Inter_600SemiBold.ttf'),
  },
};

interface TextStyle {
  font: keyof typeof FONTS;
  size: number;
  colour: string;
  /** Extra space between letters, in points (the label's capitals). */
  tracking?: number;
  /** How wrapped lines line up with each other; left unless said. */
  align?: 'left' | 'centre';
}

interface DrawnText {
  input: Buffer;
  width: number;
  height: number;
}

/**
 * `text` set in `style`, wrapped to `width`; when it runs taller than `maxHeight` (a long name), set again
 * shrunk to fit.
 */
async function drawText(
  text: string,
  style: TextStyle,
  width: number,
  maxHeight: number,
): Promise<DrawnText> {
  const font = FONTS[style.font];
  const tracking = style.tracking ? ` letter_spacing="${Math.round(style.tracking * 1024)}"` : '';
  const markup = `<span foreground="${style.colour}"${tracking}>${escapeHtml(text)}</span>`;
  const render = async (height?: number) => {
    const { data, info } = await sharp({
      text: {
        text: markup,
        font: `${font.family} ${style.size}`,
        fontfile: font.file,
        width,
        ...(height && { height }),
        wrap: 'word-char',
        align: style.align ?? 'left',
        rgba: true,
      },
    })
      .png()
      .toBuffer({ resolveWithObject: true });
    return { input: data, width: info.width, height: info.height };
  };
  const drawn = await render();
  return drawn.height <= maxHeight ? drawn : render(maxHeight);
}

/** `image` cropped to fill `width` x `height`; null when it cannot be read as an image. */
async function fill(image: Buffer, width: number, height: number): Promise<Buffer | null> {
  try {
    return await sharp(image).resize(width, height, { fit: 'cover' }).toBuffer();
  } catch {
    return null;
  }
}

const plain = (width: number, height: number, colour: string) =>
  sharp({ create: { width, height, channels: 3, background: colour } })
    .png()
    .toBuffer();

/** `image` filling the area, or sand when there is none to draw. */
async function photoOrSand(image: Buffer | null, width: number, height: number): Promise<Buffer> {
  return (image && (await fill(image, width, height))) ?? plain(width, height, COLOURS.sand);
}

interface Tile {
  left: number;
  top: number;
  width: number;
  height: number;
}

const HALF_WIDTH = (PANEL_WIDTH - GAP) / 2;
const HALF_HEIGHT = (CARD_HEIGHT - GAP) / 2;
const LEFT_COLUMN: Tile = { left: 0, top: 0, width: HALF_WIDTH, height: CARD_HEIGHT };
const RIGHT_COLUMN: Tile = { left: HALF_WIDTH + GAP, top: 0, width: HALF_WIDTH, height: CARD_HEIGHT };
const quarter = (column: 0 | 1, row: 0 | 1): Tile => ({
  left: column * (HALF_WIDTH + GAP),
  top: row * (HALF_HEIGHT + GAP),
  width: HALF_WIDTH,
  height: HALF_HEIGHT,
});
/** The collage of two, three and four photos: side by side, one beside two, two by two. */
const COLLAGES: Tile[][] = [
  [LEFT_COLUMN, RIGHT_COLUMN],
  [LEFT_COLUMN, quarter(1, 0), quarter(1, 1)],
  [quarter(0, 0), quarter(1, 0), quarter(0, 1), quarter(1, 1)],
];
export const MAX_COLLAGE_PHOTOS = 4;

/** The left panel: one photo filling it, or up to four tiled (sand for none, or one that cannot be read). */
async function photoPanel(photos: Buffer[]): Promise<Buffer> {
  if (photos.length <= 1) return photoOrSand(photos[0] ?? null, PANEL_WIDTH, CARD_HEIGHT);
  const tiles = COLLAGES[Math.min(photos.length, MAX_COLLAGE_PHOTOS) - 2]!;
  const overlays = await Promise.all(
    tiles.map(async ({ left, top, width, height }, index) => ({
      input: await photoOrSand(photos[index]!, width, height),
      left,
      top,
    })),
  );
  return sharp({
    create: { width: PANEL_WIDTH, height: CARD_HEIGHT, channels: 3, background: COLOURS.canvas },
  })
    .composite(overlays)
    .png()
    .toBuffer();
}

/** A lock in a dark round badge over the centre of the panel, as the collection page marks a locked cover. */
const lockBadge = (): OverlayOptions => {
  const size = 112;
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${size}" height="${size}" viewBox="0 0 112 112">
<circle cx="56" cy="56" r="56" fill="${COLOURS.ink}" fill-opacity="0.75"/>
<g transform="translate(32 32)" fill="none" stroke="#ffffff" stroke-width="4" stroke-linecap="round" stroke-linejoin="round">
<rect x="6" y="22" width="36" height="22" rx="4"/><path d="M14 22v-8a10 10 0 0 1 20 0v8"/></g></svg>`;
  return {
    input: Buffer.from(svg),
    left: Math.round((PANEL_WIDTH - size) / 2),
    top: Math.round((CARD_HEIGHT - size) / 2),
  };
};

const AVATAR_DIAMETER = 320;
const disc = (colour: string) =>
  Buffer.from(
    `<svg xmlns="http://www.w3.org/2000/svg" width="${AVATAR_DIAMETER}" height="${AVATAR_DIAMETER}"><circle cx="${AVATAR_DIAMETER / 2}" cy="${AVATAR_DIAMETER / 2}" r="${AVATAR_DIAMETER / 2}" fill="${colour}"/></svg>`,
  );

/** The first letter of the name in accent on a soft accent disc, for a person without a drawable avatar. */
async function initialDisc(name: string): Promise<Buffer> {
  const initial = await drawText(
    [...name.trim()][0]?.toUpperCase() ?? '?',
    { font: 'title', size: 150, colour: COLOURS.accent },
    AVATAR_DIAMETER,
    AVATAR_DIAMETER,
  );
  return sharp(disc(COLOURS.accentSoft))
    .composite([
      {
        input: initial.input,
        left: Math.round((AVATAR_DIAMETER - initial.width) / 2),
        top: Math.round((AVATAR_DIAMETER - initial.height) / 2),
      },
    ])
    .png()
    .toBuffer();
}

/** The person's avatar cut round, on sand, or the initial of their name when it cannot be drawn. */
async function avatarPanel(avatar: Buffer | null, name: string): Promise<Buffer> {
  const photo = avatar && (await fill(avatar, AVATAR_DIAMETER, AVATAR_DIAMETER));
  const round = photo
    ? await sharp(photo)
        .composite([{ input: disc(COLOURS.ink), blend: 'dest-in' }])
        .png()
        .toBuffer()
    : await initialDisc(name);
  return sharp({ create: { width: PANEL_WIDTH, height: CARD_HEIGHT, channels: 3, background: COLOURS.sand } })
    .composite([
      {
        input: round,
        left: Math.round((PANEL_WIDTH - AVATAR_DIAMETER) / 2),
        top: Math.round((CARD_HEIGHT - AVATAR_DIAMETER) / 2),
      },
    ])
    .png()
    .toBuffer();
}

/** What the text column says, top to bottom: a small label, the name, and a line under it. */
export interface CardText {
  /** Set in tracked accent letters, as given (a kind in capitals, or an @username). */
  label: string;
  title: string;
  detail: string | null;
  /** The detail as the card's figure (a price), larger and in ink; otherwise muted. */
  detailIsFigure?: boolean;
}

const TITLE_SIZE_BY_LENGTH = [
  { upTo: 24, size: 64 },
  { upTo: 48, size: 54 },
  { upTo: Infinity, size: 44 },
];
/** Longer names are cut here: a preview is a glance, and the page has the whole name. */
const MAX_TITLE_LENGTH = 120;
const MAX_DETAIL_LENGTH = 140;

const shortened = (text: string, max: number) => {
  const characters = [...text.replace(/\s+/g, ' ').trim()];
  return characters.length <= max
    ? characters.join('')
    : `${characters
        .slice(0, max - 1)
        .join('')
        .trimEnd()}…`;
};

/** The card: `panel` on the left, the text column on the right, the wordmark at its foot; a JPEG. */
async function compose(panel: Buffer, text: CardText, extra: OverlayOptions[] = []): Promise<Buffer> {
  const title = shortened(text.title, MAX_TITLE_LENGTH);
  const titleSize = TITLE_SIZE_BY_LENGTH.find(({ upTo }) => [...title].length <= upTo)!.size;
  const wordmark = await drawText(
    'Stylebook',
    { font: 'wordmark', size: 40, colour: COLOURS.ink },
    TEXT_WIDTH,
    60,
  );
  const label = await drawText(
    shortened(text.label, 60),
    { font: 'strong', size: 22, colour: COLOURS.accent, tracking: 2 },
    TEXT_WIDTH,
    40,
  );
  const detail = text.detail
    ? await drawText(
        shortened(text.detail, MAX_DETAIL_LENGTH),
        text.detailIsFigure
          ? { font: 'strong', size: 44, colour: COLOURS.ink }
          : { font: 'text', size: 28, colour: COLOURS.inkMuted },
        TEXT_WIDTH,
        text.detailIsFigure ? 60 : 80,
      )
    : null;
  const wordmarkTop = CARD_HEIGHT - PADDING - wordmark.height;
  const labelGap = 24;
  const detailGap = detail ? 32 : 0;
  const room = wordmarkTop - 48 - PADDING - label.height - labelGap - detailGap - (detail?.height ?? 0);
  const drawnTitle = await drawText(
    title,
    { font: 'title', size: titleSize, colour: COLOURS.ink },
    TEXT_WIDTH,
    room,
  );
  const blockHeight = label.height + labelGap + drawnTitle.height + detailGap + (detail?.height ?? 0);
  let top = PADDING + Math.max(0, Math.round((wordmarkTop - 48 - PADDING - blockHeight) / 2));
  const column: OverlayOptions[] = [{ input: label.input, left: TEXT_LEFT, top }];
  top += label.height + labelGap;
  column.push({ input: drawnTitle.input, left: TEXT_LEFT, top });
  top += drawnTitle.height + detailGap;
  if (detail) column.push({ input: detail.input, left: TEXT_LEFT, top });
  return sharp({
    create: { width: CARD_WIDTH, height: CARD_HEIGHT, channels: 3, background: COLOURS.canvas },
  })
    .composite([
      { input: panel, left: 0, top: 0 },
      ...extra,
      {
        input: await plain(TEXT_WIDTH, 2, COLOURS.line),
        left: TEXT_LEFT,
        top: wordmarkTop - 28,
      },
      ...column,
      { input: wordmark.input, left: TEXT_LEFT, top: wordmarkTop },
    ])
    .jpeg({ quality: 82, progressive: true })
    .toBuffer();
}

/** A product or a look: its photo beside its name. */
export async function drawPhotoCard(photo: Buffer | null, text: CardText): Promise<Buffer> {
  return compose(await photoPanel(photo ? [photo] : []), text);
}

/** A collection: a collage of its photos, or its locked placeholder under a lock. */
export async function drawCollageCard(photos: Buffer[], text: CardText, locked: boolean): Promise<Buffer> {
  return compose(await photoPanel(photos), text, locked ? [lockBadge()] : []);
}

/** A profile: the avatar beside the person's name. */
export async function drawProfileCard(avatar: Buffer | null, text: CardText): Promise<Buffer> {
  return compose(await avatarPanel(avatar, text.title), text);
}

/** A text drawn centred across the card, its top at `top`. */
const centred = ({ input, width }: DrawnText, top: number): OverlayOptions => ({
  input,
  left: Math.round((CARD_WIDTH - width) / 2),
  top,
});

/** The site itself, for pages with no item of their own: the wordmark large, a short accent rule, the tagline. */
export async function drawSiteCard(tagline: string): Promise<Buffer> {
  const wordmark = await drawText(
    'Stylebook',
    { font: 'wordmark', size: 120, colour: COLOURS.ink },
    CARD_WIDTH - 2 * PADDING,
    200,
  );
  const line = await drawText(
    tagline,
    { font: 'text', size: 36, colour: COLOURS.inkMuted, align: 'centre' },
    // Narrower than the wordmark, so the tagline breaks into two even lines.
    640,
    140,
  );
  const rule = { width: 96, height: 4, gap: 40 };
  const blockHeight = wordmark.height + rule.gap + rule.height + rule.gap + line.height;
  const top = Math.round((CARD_HEIGHT - blockHeight) / 2);
  const ruleTop = top + wordmark.height + rule.gap;
  return sharp({
    create: { width: CARD_WIDTH, height: CARD_HEIGHT, channels: 3, background: COLOURS.canvas },
  })
    .composite([
      centred(wordmark, top),
      {
        input: await plain(rule.width, rule.height, COLOURS.accent),
        left: (CARD_WIDTH - rule.width) / 2,
        top: ruleTop,
      },
      centred(line, ruleTop + rule.height + rule.gap),
    ])
    .jpeg({ quality: 82, progressive: true })
    .toBuffer();
}
