import { cleanText } from './text.ts';

/**
 * Brand text as pages print it around the name: "Brand: X", "Visit the X Store", "More from X", "by X", in the
 * languages of the stores we read. The same rules clean every source's brand.
 */

const LABEL_WORDS = [
  'brand',
  'brand name',
  'designer',
  'manufacturer',
  'vendor',
  'marke',
  'hersteller',
  'marque',
  'fabricant',
  'marca',
  'fabricante',
  'marchio',
  'produttore',
  'merk',
  'märke',
  'mærke',
  'merke',
  'marka',
  'бренд',
  'ブランド',
  'ブランド名',
  'メーカー',
  '品牌',
  '브랜드',
].join('|');

/** A label element by itself ("Brand", "Marke:"), whose value is printed beside it. */
export const BRAND_LABEL = new RegExp(`^(?:${LABEL_WORDS})\\s*[:：]?$`, 'i');
const LABELLED = new RegExp(`^(?:${LABEL_WORDS})\\s*[:：]\\s*(.+)$`, 'i');

/** Links and bylines that wrap the brand in words of their own. */
const WRAPPED = [
  /^visit the (.+?) store$/i,
  /^besuche(?:n sie)? den (.+?)-store$/i,
  /^visiter la boutique (.+)$/i,
  /^visita la tienda de (.+)$/i,
  /^visita lo store di (.+)$/i,
  /^(.+?)\s*のストアを表示$/,
  /^(?:more|shop(?: all)?|view all|see all|discover) (?:from |by )?(.+?)(?: products| items)?$/i,
  /^(?:mehr von|alle artikel von|plus de|voir tout|más de|ver todo|altro da|meer van) (.+)$/i,
  /^(?:by|from|von|par) (.+)$/i,
];

/** The brand without the words around it, trademark signs and stray separators, or null when nothing is left. */
export function withoutBrandLabel(text: string | null | undefined): string | null {
  let brand = cleanText(
    cleanText(text)
      ?.replace(/[®™©]/g, '')
      .replace(/^[\s|•·–—:-]+|[\s|•·–—:-]+$/g, ''),
  );
  if (brand === null) return null;
  brand = LABELLED.exec(brand)?.[1] ?? brand;
  for (const pattern of WRAPPED) {
    const match = pattern.exec(brand);
    if (match?.[1]) {
      brand = match[1];
      break;
    }
  }
  // A shop's regional entity ("Ostrichpillow US") is the brand itself.
  return cleanText(brand.replace(/\s*[›»>→]+$/, '').replace(/\s+(?:US|USA|UK|EU)$/, ''));
}
