import { textOf, type DomParent } from './dom.ts';

/**
 * Telling a store's refusal from its product page: a bot wall or captcha (often a 200 with an empty form), a
 * 403 or 429, a login wall. Pure, so the server's scraper, the price job and the extension decide alike.
 */

/** What a store answered to one read of a page. */
export interface PageAnswer {
  status: number;
  /** The address asked for, and the one answered after redirects. */
  requestedUrl: string;
  url: string;
  /** The page, when the answer had one worth reading (the scraper does not read error bodies). */
  document: DomParent | null;
  /** The extraction found a product on the page: a wall's script on a product page is not a wall. */
  isProduct: boolean;
}

export type BlockReason = 'bot-wall' | 'forbidden' | 'rate-limited' | 'login-wall';

export interface Block {
  reason: BlockReason;
  /** The wall's maker when its markers say so (Cloudflare, DataDome, …), for logs. */
  vendor: string | null;
}

/** Each wall's own markers: the elements and scripts of its challenge page. */
const WALL_VENDORS: { vendor: string; selector: string; script?: RegExp }[] = [
  {
    vendor: 'Cloudflare',
    selector:
      '#challenge-form, #challenge-running, #cf-challenge-running, #cf-wrapper .cf-error-details, .cf-browser-verification, .cf-turnstile, iframe[src*="challenges.cloudflare.com"], script[src*="/cdn-cgi/challenge-platform/h/"]',
    script: /window\._cf_chl_opt|__cf_chl_(?:rt|f)_tk/,
  },
  {
    vendor: 'DataDome',
    selector: 'script[src*="captcha-delivery.com"], iframe[src*="captcha-delivery.com"]',
    script: /var dd\s*=\s*\{|geo\.captcha-delivery\.com/,
  },
  {
    vendor: 'PerimeterX',
    selector: '#px-captcha, script[src*="px-cdn.net"], script[src*="px-cloud.net"]',
    script: /window\._pxAppId|_pxJsClientSrc|_pxHostUrl/,
  },
  {
    vendor: 'Akamai',
    selector: 'script[src*="/_sec/cp_challenge/"], #sec-if-cpt-container, #sec-cpt-if',
    script: /bm-verify|sec-if-cpt/,
  },
  {
    vendor: 'Imperva',
    selector: 'iframe[src*="_Incapsula_Resource"], script[src*="_Incapsula_Resource"]',
    script: /_Incapsula_Resource|Incapsula incident ID/,
  },
  {
    vendor: 'AWS WAF',
    selector: 'script[src*="captcha.awswaf.com"], script[src*="token.awswaf.com"]',
    script: /AwsWafIntegration|awsWafCookieDomainList/,
  },
  { vendor: 'Amazon', selector: 'form[action*="/errors/validateCaptcha"]' },
  {
    vendor: 'captcha',
    selector:
      '.g-recaptcha, .h-captcha, iframe[src*="recaptcha"], iframe[src*="hcaptcha.com"], script[src*="hcaptcha.com"], [data-sitekey]',
  },
];

/** What walls say to a visitor, in their titles and headings. */
const WALL_WORDS =
  /just a moment|checking (?:your browser|if the site connection is secure)|verify(?:ing)? (?:that )?you(?: are|'re) (?:a )?human|are you a (?:robot|human)|i'?m not a robot|unusual traffic|press (?:&|and) hold|enable javascript and cookies to continue|attention required|access denied|access to this page has been denied|request unsuccessful|robot check|pardon our interruption|security check|bot protection|please verify you are a human/i;

/** Where stores send a visitor who must sign in first. */
const LOGIN_PATH =
  /\/(?:log-?in|sign-?in|signin|sign_in|auth|sso|session(?:s)?\/new|users\/sign_in|account\/login|customer\/account\/login)(?:[/?.#]|$)/i;

/** Why the store did not give its page, or null when it did. */
export function detectBlock(answer: PageAnswer): Block | null {
  const { status, document } = answer;
  const vendor = document ? vendorOf(document) : null;
  const walled = vendor !== null || (document !== null && hasWallWords(document));
  if (status === 429) return { reason: 'rate-limited', vendor };
  if (status === 401) return { reason: 'login-wall', vendor: null };
  if (status === 403) return { reason: walled ? 'bot-wall' : 'forbidden', vendor };
  if (status === 503 && walled) return { reason: 'bot-wall', vendor };
  if (status < 200 || status >= 300 || answer.isProduct) return null;
  if (walled) return { reason: 'bot-wall', vendor };
  const sentToLogin =
    LOGIN_PATH.test(new URL(answer.url).pathname) && !LOGIN_PATH.test(new URL(answer.requestedUrl).pathname);
  if (sentToLogin || document?.querySelector('form input[type="password"]')) {
    return { reason: 'login-wall', vendor: null };
  }
  return null;
}

function vendorOf(document: DomParent): string | null {
  const scripts = Array.from(document.querySelectorAll('script'), (script) => script.textContent ?? '').join(
    '\n',
  );
  return (
    WALL_VENDORS.find(
      ({ selector, script }) => document.querySelector(selector) !== null || (script?.test(scripts) ?? false),
    )?.vendor ?? null
  );
}

/** A challenge page says little: past this much text a page is an article, not a wall. */
const MAX_WALL_TEXT = 800;

/** The wall's words in the title or a heading, or in the little text a challenge page has. */
function hasWallWords(document: DomParent): boolean {
  const headings = Array.from(
    document.querySelectorAll('title, h1, h2'),
    (element) => element.textContent ?? '',
  );
  if (WALL_WORDS.test(headings.join(' '))) return true;
  const body = document.querySelector('body');
  const text = body ? textOf(body, 'script, style, noscript, template').replace(/\s+/g, ' ') : '';
  return text.length <= MAX_WALL_TEXT && WALL_WORDS.test(text);
}
