/** The part of a share (the manifest's `share_target` fields) that may hold a link. */
export interface SharedContent {
  title?: string;
  text?: string;
  url?: string;
}

/** An http(s) link inside free text: up to the first space, quote or angle bracket. */
const LINK_IN_TEXT = /https?:\/\/[^\s<>"']+/i;
/** Punctuation of the sentence around a link ("Look at this https://…!"), not part of it. */
const SENTENCE_PUNCTUATION = /[.,;:!?]+$/;

/**
 * The store link in what a share sheet sent: `url` when the app filled it, else the first http(s) link in
 * `text` (Android apps often send "Look at this https://…" there with `url` empty), else one in `title`.
 * Null when none of them holds one.
 */
export function findSharedLink({ title, text, url }: SharedContent): string | null {
  for (const field of [url, text, title]) {
    const link = field ? linkIn(field) : null;
    if (link) return link;
  }
  return null;
}

function linkIn(text: string): string | null {
  const match = LINK_IN_TEXT.exec(text)?.[0];
  if (!match) return null;
  let link = match.replace(SENTENCE_PUNCTUATION, '');
  // "(see https://…)": a closing bracket the link never opened belongs to the sentence.
  if (link.endsWith(')') && !link.includes('(')) link = link.slice(0, -1).replace(SENTENCE_PUNCTUATION, '');
  return parses(link) ? link : null;
}

/** `URL.canParse`, which Safari before 17 lacks. */
function parses(link: string): boolean {
  try {
    new URL(link);
    return true;
  } catch {
    return false;
  }
}
