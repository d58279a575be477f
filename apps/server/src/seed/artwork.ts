/**
 * Catalogue artwork drawn as SVG, rendered by sharp: stylised products on a soft studio backdrop, outfit
 * flat-lays for look covers, and portrait avatars. Every item is drawn in an 800x1000 box centred on
 * (400, 500), so the same drawing serves a product shot and a slot in a flat-lay.
 */

export const ITEM_KINDS = [
  'coat',
  'knit',
  'shirt',
  'trousers',
  'jeans',
  'dress',
  'skirt',
  'sneakers',
  'boots',
  'bag',
  'sunglasses',
  'necklace',
] as const;
export type ItemKind = (typeof ITEM_KINDS)[number];

export interface ItemArt {
  kind: ItemKind;
  /** Main colour of the item, `#rrggbb`. */
  colour: string;
  /** Metal or trim colour (buttons, clasps, frames, chains). */
  trim: string;
  /** Shirts, dresses and skirts may carry a pattern. */
  pattern?: 'stripes' | 'check' | 'none';
  /**
   * The cut, as a stretch of the drawing about its centre (1 is as drawn): a cropped or longline coat, a slim
   * or wide bag. It keeps one kind's items from all looking like the same item in other colours.
   */
  cut?: { width: number; length: number };
}

/** How a product shot frames its item: the whole item, a close detail, or a turned, smaller view. */
export type ShotView = 'front' | 'detail' | 'angled';

export const PRODUCT_SHOT = { width: 800, height: 1000 } as const;
export const LOOK_COVER = { width: 1440, height: 1920 } as const;
export const AVATAR = { width: 400, height: 400 } as const;

// ---------------------------------------------------------------------------------------------- colour

function channels(hex: string): [number, number, number] {
  const value = Number.parseInt(hex.slice(1), 16);
  return [(value >> 16) & 255, (value >> 8) & 255, value & 255];
}

function mix(from: string, to: string, amount: number): string {
  const a = channels(from);
  const b = channels(to);
  const mixed = a.map((channel, i) => Math.round(channel + (b[i]! - channel) * amount));
  return `#${mixed.map((channel) => channel.toString(16).padStart(2, '0')).join('')}`;
}

const darker = (hex: string, amount: number) => mix(hex, '#0d0b0a', amount);
const lighter = (hex: string, amount: number) => mix(hex, '#ffffff', amount);

function luminance(hex: string): number {
  const [r, g, b] = channels(hex);
  return (0.2126 * r + 0.7152 * g + 0.0722 * b) / 255;
}

// ------------------------------------------------------------------------------------------- item paint

/** Fills and lines of one item, under an id prefix so several items can share one SVG. */
class Paint {
  readonly fill: string;
  readonly trimFill: string;
  readonly line: string;
  readonly seam: string;
  readonly shade: string;

  constructor(
    readonly id: string,
    readonly art: ItemArt,
  ) {
    this.fill = `url(#${id}-fill)`;
    this.trimFill = `url(#${id}-trim)`;
    // Lines read on dark cloth as lighter, on light cloth as darker.
    const dark = luminance(art.colour) < 0.25;
    this.line = dark ? lighter(art.colour, 0.22) : darker(art.colour, 0.35);
    this.seam = dark ? lighter(art.colour, 0.3) : darker(art.colour, 0.25);
    this.shade = darker(art.colour, 0.28);
  }

  defs(): string {
    const { colour, trim, pattern } = this.art;
    const patternDefs =
      pattern === 'stripes'
        ? `<pattern id="${this.id}-pattern" width="28" height="28" patternUnits="userSpaceOnUse">
             <rect x="0" y="0" width="9" height="28" fill="${lighter(colour, 0.75)}" opacity="0.55"/></pattern>`
        : pattern === 'check'
          ? `<pattern id="${this.id}-pattern" width="60" height="60" patternUnits="userSpaceOnUse">
             <rect width="60" height="14" fill="${darker(colour, 0.45)}" opacity="0.35"/>
             <rect width="14" height="60" fill="${darker(colour, 0.45)}" opacity="0.35"/>
             <rect x="36" width="3" height="60" fill="${lighter(colour, 0.6)}" opacity="0.5"/></pattern>`
          : '';
    return `
      <linearGradient id="${this.id}-fill" x1="0" y1="0" x2="1" y2="1">
        <stop offset="0" stop-color="${lighter(colour, 0.16)}"/>
        <stop offset="0.55" stop-color="${colour}"/>
        <stop offset="1" stop-color="${darker(colour, 0.24)}"/>
      </linearGradient>
      <linearGradient id="${this.id}-trim" x1="0" y1="0" x2="1" y2="1">
        <stop offset="0" stop-color="${lighter(trim, 0.45)}"/>
        <stop offset="0.5" stop-color="${trim}"/>
        <stop offset="1" stop-color="${darker(trim, 0.3)}"/>
      </linearGradient>${patternDefs}`;
  }

  /** A cloth panel: gradient fill, a fine outline, and the pattern laid over it when there is one. */
  panel(d: string): string {
    const overlay =
      this.art.pattern && this.art.pattern !== 'none'
        ? `<path d="${d}" fill="url(#${this.id}-pattern)"/>`
        : '';
    return `<path d="${d}" fill="${this.fill}" stroke="${this.shade}" stroke-width="2" stroke-linejoin="round"/>${overlay}`;
  }

  /** A panel in the shadow of another (lapels, inner collar, the far shoe). */
  shadedPanel(d: string, amount = 0.16): string {
    return `<path d="${d}" fill="${darker(this.art.colour, amount)}" stroke="${this.shade}" stroke-width="2" stroke-linejoin="round"/>`;
  }

  seamLine(d: string, width = 2.5, dashed = false): string {
    return `<path d="${d}" fill="none" stroke="${this.seam}" stroke-width="${width}" stroke-linecap="round"${dashed ? ' stroke-dasharray="7 6"' : ''} opacity="0.75"/>`;
  }

  /** Soft light along a fold, which is what makes flat shapes read as cloth. */
  highlight(d: string, width = 26): string {
    return `<path d="${d}" fill="none" stroke="#ffffff" stroke-width="${width}" stroke-linecap="round" opacity="0.07"/>`;
  }

  button(x: number, y: number, r = 9): string {
    return `<circle cx="${x}" cy="${y}" r="${r}" fill="${this.trimFill}" stroke="${darker(this.art.trim, 0.4)}" stroke-width="1.5"/>`;
  }
}

/** The same shape on the other side of the item's centre line. */
function mirrored(d: string): string {
  return d.replace(
    /(-?\d+(?:\.\d+)?) (-?\d+(?:\.\d+)?)/g,
    (_, x: string, y: string) => `${800 - Number(x)} ${y}`,
  );
}

function ribs(x1: number, x2: number, y1: number, y2: number, step: number, paint: Paint): string {
  const lines: string[] = [];
  for (let x = x1 + step / 2; x < x2; x += step) lines.push(`M ${x} ${y1} L ${x} ${y2}`);
  return paint.seamLine(lines.join(' '), 2);
}

// --------------------------------------------------------------------------------------------- the items

const SLEEVE = 'M 290 215 L 208 300 L 168 720 L 232 732 L 272 400 Z';

function coat(p: Paint): string {
  const body = 'M 345 180 L 290 215 L 270 400 L 252 880 L 548 880 L 530 400 L 510 215 L 455 180 L 400 262 Z';
  const lapel = 'M 345 180 L 400 262 L 388 430 L 326 300 Z';
  return [
    p.panel(SLEEVE),
    p.panel(mirrored(SLEEVE)),
    p.seamLine('M 200 680 L 236 688', 3),
    p.seamLine('M 600 680 L 564 688', 3),
    p.shadedPanel('M 345 180 L 455 180 L 400 300 Z', 0.45),
    p.panel(body),
    p.shadedPanel(lapel),
    p.shadedPanel(mirrored(lapel)),
    p.shadedPanel('M 345 180 Q 400 160 455 180 L 440 196 Q 400 182 360 196 Z', 0.3),
    p.seamLine('M 400 430 L 400 880', 3),
    p.seamLine('M 286 610 L 352 620 M 514 610 L 448 620', 4),
    p.highlight('M 300 300 L 285 840'),
    p.button(372, 470),
    p.button(428, 470),
    p.button(372, 570),
    p.button(428, 570),
    p.button(372, 670),
    p.button(428, 670),
  ].join('');
}

function knit(p: Paint): string {
  const sleeve = 'M 245 262 L 182 330 L 152 740 L 220 752 L 258 430 Z';
  const body = 'M 322 228 Q 400 262 478 228 L 555 262 L 545 800 L 255 800 L 245 262 Z';
  return [
    p.panel(sleeve),
    p.panel(mirrored(sleeve)),
    p.shadedPanel('M 152 712 L 220 722 L 218 756 L 150 746 Z', 0.1),
    p.shadedPanel(mirrored('M 152 712 L 220 722 L 218 756 L 150 746 Z'), 0.1),
    ribs(150, 222, 714, 754, 8, p),
    ribs(578, 650, 714, 754, 8, p),
    p.panel(body),
    p.shadedPanel('M 255 752 L 545 752 L 545 800 L 255 800 Z', 0.1),
    ribs(255, 545, 754, 798, 9, p),
    `<path d="M 322 228 Q 400 292 478 228" fill="none" stroke="${p.shade}" stroke-width="20" stroke-linecap="round"/>`,
    p.seamLine('M 324 236 Q 400 296 476 236', 2),
    // A cable down the front: a column of chevrons.
    p.seamLine(
      Array.from(
        { length: 11 },
        (_, i) => `M 380 ${320 + i * 38} L 400 ${340 + i * 38} L 420 ${320 + i * 38}`,
      ).join(' '),
      3,
    ),
    p.highlight('M 290 300 L 282 720', 30),
  ].join('');
}

function shirt(p: Paint): string {
  const sleeve = 'M 268 236 L 196 292 L 170 700 L 228 710 L 264 400 Z';
  const body = 'M 338 198 L 268 236 L 258 820 Q 400 858 542 820 L 532 236 L 462 198 L 400 236 Z';
  const collar = 'M 340 192 L 400 236 L 370 284 L 326 214 Z';
  const cuff = 'M 170 676 L 230 686 L 227 716 L 167 707 Z';
  const buttons = [300, 390, 480, 570, 660, 750].map((y) => p.button(400, y, 6));
  return [
    p.panel(sleeve),
    p.panel(mirrored(sleeve)),
    p.shadedPanel(cuff, 0.08),
    p.shadedPanel(mirrored(cuff), 0.08),
    p.panel(body),
    p.shadedPanel('M 340 192 Q 400 176 460 192 L 400 236 Z', 0.3),
    p.panel(collar),
    p.panel(mirrored(collar)),
    p.seamLine('M 390 240 L 390 842 M 410 240 L 410 842', 2),
    p.seamLine('M 432 330 L 492 330 L 492 400 Q 462 412 432 400 Z', 2),
    p.highlight('M 300 290 L 292 790', 24),
    ...buttons,
  ].join('');
}

/** Trousers and jeans share a cut; jeans add rivets, a coin pocket and contrast stitching. */
function legwear(p: Paint, asJeans: boolean): string {
  const legs = 'M 300 220 L 500 220 L 516 880 L 420 880 L 400 430 L 380 880 L 284 880 Z';
  const stitch = asJeans ? '#d9a441' : p.seam;
  const stitching = (d: string) =>
    `<path d="${d}" fill="none" stroke="${stitch}" stroke-width="2.5" stroke-dasharray="7 5" opacity="${asJeans ? 0.9 : 0.6}"/>`;
  return [
    p.panel(legs),
    p.shadedPanel('M 298 180 L 502 180 L 502 222 L 298 222 Z', 0.12),
    ...[322, 372, 428, 478].map((x) =>
      p.shadedPanel(`M ${x - 6} 176 L ${x + 6} 176 L ${x + 6} 230 L ${x - 6} 230 Z`, 0.2),
    ),
    stitching('M 300 214 L 500 214'),
    stitching('M 400 222 L 400 360 Q 398 385 370 392'),
    stitching('M 304 236 Q 330 300 358 236 M 496 236 Q 470 300 442 236'),
    asJeans
      ? stitching('M 448 248 L 486 248 L 484 286 L 450 286 Z') +
        p.button(452, 250, 5) +
        p.button(360, 240, 5) +
        p.button(400, 200, 11)
      : p.seamLine('M 340 300 L 332 880 M 460 300 L 468 880', 2) + p.button(400, 200, 8),
    stitching('M 290 860 L 378 860 M 422 860 L 510 860'),
    p.highlight('M 318 300 L 308 860', 22),
    p.highlight('M 478 300 L 490 860', 14),
  ].join('');
}

function dress(p: Paint): string {
  const skirt = 'M 346 420 Q 400 438 454 420 L 592 880 Q 400 924 208 880 Z';
  return [
    `<path d="M 356 150 L 362 232 M 444 150 L 438 232" stroke="${p.shade}" stroke-width="7" stroke-linecap="round"/>`,
    p.panel(skirt),
    p.panel('M 354 226 Q 400 254 446 226 L 456 422 Q 400 440 344 422 Z'),
    p.seamLine('M 378 440 Q 360 660 300 890 M 422 440 Q 440 660 500 890 M 400 445 L 400 905', 2.5),
    p.shadedPanel('M 342 404 Q 400 422 458 404 L 460 428 Q 400 446 340 428 Z', 0.22),
    p.highlight('M 370 460 Q 330 680 262 870', 32),
  ].join('');
}

function skirt(p: Paint): string {
  const pleats = Array.from({ length: 7 }, (_, i) => {
    const top = 320 + (i + 1) * 20;
    const bottom = 222 + (i + 1) * 44.5;
    return `M ${top} 290 Q ${(top + bottom) / 2} 540 ${bottom} ${790 - Math.abs(i - 3) * 2}`;
  });
  return [
    p.panel('M 318 286 L 482 286 L 582 780 Q 400 818 218 780 Z'),
    p.seamLine(pleats.join(' '), 2.5),
    p.shadedPanel('M 318 248 L 482 248 L 484 288 L 316 288 Z', 0.18),
    p.button(466, 268, 7),
    p.highlight('M 350 320 L 268 760', 30),
  ].join('');
}

/** A pair of shoes seen from the side, toes to the right: `drawShoe` draws one, the far one sits behind. */
function shoePair(p: Paint, drawShoe: (p: Paint, far: boolean) => string): string {
  return `<g transform="translate(-46 -58)" opacity="0.96">${drawShoe(p, true)}</g>${drawShoe(p, false)}`;
}

function sneaker(p: Paint, far: boolean): string {
  const upper =
    'M 176 640 Q 170 560 216 520 L 330 462 Q 362 442 392 452 L 472 482 L 562 520 Q 632 552 646 604 L 646 640 Z';
  const laces = Array.from({ length: 5 }, (_, i) => {
    const x = 352 + i * 28;
    const y = 468 + i * 12;
    return `M ${x} ${y} L ${x + 30} ${y - 14}`;
  });
  return [
    far ? p.shadedPanel(upper, 0.22) : p.panel(upper),
    `<path d="M 166 640 L 648 640 Q 664 640 664 664 L 660 690 Q 654 706 632 706 L 190 706 Q 160 706 160 680 Z" fill="${far ? '#dcd8d0' : '#f7f5f0'}" stroke="#c9c3b8" stroke-width="2"/>`,
    `<path d="M 170 668 L 660 668" stroke="#d3cdc2" stroke-width="3"/>`,
    p.shadedPanel('M 336 460 L 362 398 L 404 404 L 392 452 Z', 0.1),
    `<path d="M 262 602 Q 400 520 560 560" fill="none" stroke="${p.art.trim}" stroke-width="16" stroke-linecap="round" opacity="0.85"/>`,
    p.shadedPanel('M 176 640 Q 172 574 208 530 L 232 600 L 230 640 Z', 0.15),
    `<path d="${laces.join(' ')}" stroke="#f7f5f0" stroke-width="6" stroke-linecap="round"/>`,
    p.seamLine('M 560 524 Q 610 560 628 636', 2, true),
  ].join('');
}

function boot(p: Paint, far: boolean): string {
  const shape =
    'M 300 300 L 442 300 L 446 596 Q 452 640 522 660 L 612 690 Q 652 706 646 742 L 642 760 L 292 760 L 286 700 Z';
  return [
    far ? p.shadedPanel(shape, 0.22) : p.panel(shape),
    `<path d="M 420 330 L 446 330 L 448 560 L 426 540 Z" fill="${darker(p.art.colour, 0.45)}"/>`,
    `<path d="M 300 300 Q 290 250 330 256 L 338 300" fill="none" stroke="${p.shade}" stroke-width="9"/>`,
    `<path d="M 288 760 L 648 760 L 646 780 L 288 780 Z" fill="#2b2622"/>`,
    `<path d="M 290 780 L 378 780 L 372 818 L 296 818 Z" fill="#2b2622"/>`,
    p.seamLine('M 300 742 L 640 742', 2, true),
    p.highlight('M 318 330 L 316 700', 20),
  ].join('');
}

function bag(p: Paint): string {
  return [
    `<path d="M 318 424 C 318 250 482 250 482 424" fill="none" stroke="${p.shade}" stroke-width="24" stroke-linecap="round"/>`,
    `<path d="M 318 424 C 318 262 482 262 482 424" fill="none" stroke="#ffffff" stroke-width="4" opacity="0.12"/>`,
    p.panel('M 230 420 L 570 420 L 602 800 Q 602 822 580 822 L 220 822 Q 198 822 198 800 Z'),
    p.shadedPanel('M 230 420 L 570 420 L 566 560 Q 400 622 234 560 Z', 0.12),
    p.seamLine('M 244 436 L 556 436 L 552 550 Q 400 604 248 550 Z', 2, true),
    `<rect x="380" y="566" width="40" height="44" rx="7" fill="${p.trimFill}" stroke="${darker(p.art.trim, 0.4)}" stroke-width="2"/>`,
    p.highlight('M 250 600 L 236 790', 22),
  ].join('');
}

function sunglasses(p: Paint): string {
  const lens =
    'M 182 430 Q 182 400 216 400 L 356 400 Q 384 400 380 432 L 370 520 Q 360 582 290 582 Q 204 582 192 522 Z';
  const glare = 'M 222 418 L 262 418 L 212 560 L 200 540 Z';
  return [
    `<defs><linearGradient id="${p.id}-lens" x1="0" y1="0" x2="0" y2="1">
       <stop offset="0" stop-color="#1a1a1d"/><stop offset="1" stop-color="${mix(p.art.colour, '#1a1a1d', 0.35)}"/>
     </linearGradient></defs>`,
    `<path d="M 186 426 L 132 446 M 614 426 L 668 446" stroke="${p.art.trim}" stroke-width="12" stroke-linecap="round"/>`,
    ...[lens, mirrored(lens)].map(
      (d) =>
        `<path d="${d}" fill="url(#${p.id}-lens)" stroke="${p.art.trim}" stroke-width="16" stroke-linejoin="round"/>`,
    ),
    ...[glare, mirrored(glare)].map((d) => `<path d="${d}" fill="#ffffff" opacity="0.16"/>`),
    `<path d="M 380 426 Q 400 404 420 426" fill="none" stroke="${p.art.trim}" stroke-width="13" stroke-linecap="round"/>`,
  ].join('');
}

function necklace(p: Paint): string {
  const metal = p.trimFill;
  return [
    `<path d="M 250 250 Q 400 700 550 250" fill="none" stroke="${darker(p.art.trim, 0.35)}" stroke-width="9"/>`,
    `<path d="M 250 250 Q 400 700 550 250" fill="none" stroke="${metal}" stroke-width="7" stroke-dasharray="11 5" stroke-linecap="round"/>`,
    `<circle cx="400" cy="505" r="40" fill="${metal}" stroke="${darker(p.art.trim, 0.4)}" stroke-width="2"/>`,
    `<circle cx="400" cy="505" r="29" fill="${p.fill}"/>`,
    `<circle cx="390" cy="494" r="9" fill="#ffffff" opacity="0.55"/>`,
    `<circle cx="400" cy="462" r="9" fill="none" stroke="${metal}" stroke-width="5"/>`,
    ...[320, 480].map(
      (x) =>
        `<circle cx="${x}" cy="730" r="52" fill="none" stroke="${darker(p.art.trim, 0.35)}" stroke-width="13"/>` +
        `<circle cx="${x}" cy="730" r="52" fill="none" stroke="${metal}" stroke-width="10"/>` +
        `<path d="M ${x - 30} ${690} Q ${x} ${676} ${x + 26} ${690}" fill="none" stroke="#ffffff" stroke-width="4" opacity="0.5"/>`,
    ),
  ].join('');
}

const DRAW: Record<ItemKind, (p: Paint) => string> = {
  coat,
  knit,
  shirt,
  trousers: (p) => legwear(p, false),
  jeans: (p) => legwear(p, true),
  dress,
  skirt,
  sneakers: (p) => shoePair(p, sneaker),
  boots: (p) => shoePair(p, boot),
  bag,
  sunglasses,
  necklace,
};

/** Where each item's base rests in the 800x1000 box, for the floor shadow. */
const FLOOR_Y: Record<ItemKind, number> = {
  coat: 890,
  knit: 810,
  shirt: 850,
  trousers: 890,
  jeans: 890,
  dress: 915,
  skirt: 805,
  sneakers: 712,
  boots: 822,
  bag: 830,
  sunglasses: 600,
  necklace: 800,
};

/** The drawing's centre, about which a cut stretches it. */
const CUT_CENTRE_Y = 500;

function itemMarkup(art: ItemArt, id: string): string {
  const paint = new Paint(id, art);
  const drawing = `<defs>${paint.defs()}</defs>${DRAW[art.kind](paint)}`;
  if (!art.cut) return drawing;
  const { width, length } = art.cut;
  return `<g transform="translate(400 ${CUT_CENTRE_Y}) scale(${width} ${length}) translate(-400 ${-CUT_CENTRE_Y})">${drawing}</g>`;
}

/** Where the item's base rests once its cut is applied. */
function floorOf(art: ItemArt): number {
  return CUT_CENTRE_Y + (FLOOR_Y[art.kind] - CUT_CENTRE_Y) * (art.cut?.length ?? 1);
}

// ------------------------------------------------------------------------------------------ compositions

/**
 * A picture in two layers: a backdrop, and a subject laid over it that casts a soft shadow. The renderer
 * draws the shadow from the subject's own outline (see photos.ts).
 */
export interface Scene {
  width: number;
  height: number;
  /** A complete SVG document. */
  backdrop: string;
  /** SVG markup in the backdrop's coordinates, without the outer <svg>. */
  subject: string;
  shadow: { offsetY: number; blur: number; opacity: number };
}

/** A studio sweep: a lit wall fading to a slightly darker floor, with a soft vignette. */
function studioBackdrop(
  tone: string,
  floor: { x: number; y: number; rx: number; ry: number } | null,
): string {
  const { width, height } = PRODUCT_SHOT;
  const floorShadow = floor
    ? `<ellipse cx="${floor.x}" cy="${floor.y}" rx="${floor.rx}" ry="${floor.ry}" fill="url(#floor)"/>`
    : '';
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}">
    <defs>
      <linearGradient id="wall" x1="0" y1="0" x2="0" y2="1">
        <stop offset="0" stop-color="${lighter(tone, 0.35)}"/>
        <stop offset="0.62" stop-color="${tone}"/>
        <stop offset="1" stop-color="${darker(tone, 0.1)}"/>
      </linearGradient>
      <radialGradient id="light" cx="0.5" cy="0.42" r="0.7">
        <stop offset="0" stop-color="#ffffff" stop-opacity="0.38"/>
        <stop offset="0.6" stop-color="#ffffff" stop-opacity="0"/>
        <stop offset="1" stop-color="#000000" stop-opacity="0.08"/>
      </radialGradient>
      <radialGradient id="floor">
        <stop offset="0" stop-color="#000000" stop-opacity="0.2"/>
        <stop offset="1" stop-color="#000000" stop-opacity="0"/>
      </radialGradient>
    </defs>
    <rect width="${width}" height="${height}" fill="url(#wall)"/>
    <rect width="${width}" height="${height}" fill="url(#light)"/>
    ${floorShadow}
  </svg>`;
}

/** Each view as a scale about a centre point: the whole item, a close detail, a smaller turned view. */
const VIEWS: Record<ShotView, { scale: number; centreY: number; rotate: number }> = {
  front: { scale: 1.08, centreY: 540, rotate: 0 },
  detail: { scale: 1.32, centreY: 470, rotate: 0 },
  angled: { scale: 0.82, centreY: 540, rotate: -7 },
};

/** A product on a studio backdrop, 800x1000. */
export function productShot(art: ItemArt, backdrop: string, view: ShotView): Scene {
  const { scale, centreY, rotate } = VIEWS[view];
  const floorY = centreY + (floorOf(art) + 16 - centreY) * scale;
  const floor = view === 'detail' ? null : { x: 400, y: floorY, rx: 280 * scale, ry: 40 * scale };
  return {
    ...PRODUCT_SHOT,
    backdrop: studioBackdrop(backdrop, floor),
    subject: `<g transform="translate(400 ${centreY}) rotate(${rotate}) scale(${scale}) translate(-400 ${-centreY})">${itemMarkup(art, 'item')}</g>`,
    shadow: { offsetY: 14, blur: 10, opacity: 0.24 },
  };
}

/** Where an item sits in a flat-lay, as fractions of the cover (these become the look's pins). */
export interface FlatLaySlot {
  x: number;
  y: number;
  scale: number;
  rotate: number;
}

/** Slots for up to five items: top left and right, lower left and right, and one small centre piece. */
export const FLAT_LAY_SLOTS: readonly FlatLaySlot[] = [
  { x: 0.3, y: 0.26, scale: 0.78, rotate: -4 },
  { x: 0.72, y: 0.5, scale: 0.72, rotate: 3 },
  { x: 0.29, y: 0.72, scale: 0.7, rotate: 2 },
  { x: 0.73, y: 0.82, scale: 0.58, rotate: -8 },
  { x: 0.74, y: 0.18, scale: 0.42, rotate: 10 },
];

/** An outfit laid out flat on linen seen from above, 1440x1920. */
export function flatLay(items: { art: ItemArt; slot: FlatLaySlot }[], surface: string): Scene {
  const { width, height } = LOOK_COVER;
  const placed = items.map(({ art, slot }, i) => {
    const transform = `translate(${slot.x * width} ${slot.y * height}) rotate(${slot.rotate}) scale(${slot.scale * 1.6}) translate(-400 -500)`;
    return `<g transform="${transform}">${itemMarkup(art, `item${i}`)}</g>`;
  });
  return {
    ...LOOK_COVER,
    backdrop: `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}">
      <defs>
        <radialGradient id="surface" cx="0.4" cy="0.3" r="0.9">
          <stop offset="0" stop-color="${lighter(surface, 0.3)}"/>
          <stop offset="1" stop-color="${darker(surface, 0.08)}"/>
        </radialGradient>
        <pattern id="weave" width="6" height="6" patternUnits="userSpaceOnUse">
          <rect width="6" height="3" fill="#000000" opacity="0.02"/>
        </pattern>
      </defs>
      <rect width="${width}" height="${height}" fill="url(#surface)"/>
      <rect width="${width}" height="${height}" fill="url(#weave)"/>
    </svg>`,
    subject: placed.join(''),
    shadow: { offsetY: 12, blur: 9, opacity: 0.22 },
  };
}

/** A head-and-shoulders portrait in flat shapes, 400x400. */
export function avatarSvg(person: {
  skin: string;
  hair: string;
  top: string;
  backdrop: string;
  longHair: boolean;
}): string {
  const { width, height } = AVATAR;
  const hairBack = person.longHair
    ? `<path d="M 128 180 Q 120 80 200 74 Q 282 80 272 180 L 282 300 Q 200 320 118 300 Z" fill="${person.hair}"/>`
    : '';
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}">
    <defs>
      <radialGradient id="bg" cx="0.35" cy="0.3" r="0.9">
        <stop offset="0" stop-color="${lighter(person.backdrop, 0.35)}"/>
        <stop offset="1" stop-color="${darker(person.backdrop, 0.12)}"/>
      </radialGradient>
    </defs>
    <rect width="${width}" height="${height}" fill="url(#bg)"/>
    ${hairBack}
    <path d="M 70 400 Q 78 300 200 286 Q 322 300 330 400 Z" fill="${person.top}"/>
    <path d="M 176 250 L 224 250 L 226 300 Q 200 316 174 300 Z" fill="${darker(person.skin, 0.12)}"/>
    <ellipse cx="200" cy="186" rx="64" ry="78" fill="${person.skin}"/>
    <path d="M 136 178 Q 132 102 200 100 Q 270 102 266 178 Q 250 130 200 132 Q 152 132 136 178 Z" fill="${person.hair}"/>
  </svg>`;
}
