// The contract between the server and the web app's page renderer (apps/web/src/ssr): no runtime code but one id.

/** A page the web app drew on the server, as a signed-out visitor sees it. */
export interface ServerRenderedPage {
  kind: 'page';
  /** 200, 404 for a missing, private or unknown page, 500 when loading it failed. */
  status: number;
  /** The page's own head tags: title, description, canonical URL, Open Graph, JSON-LD. */
  head: string;
  /** The markup of the shell's `#root`. */
  body: string;
  /** What the browser hydrates from, written into the page as JSON under `PAGE_STATE_ELEMENT_ID`. */
  state: unknown;
  /** The ids of the routes drawn, so the server can preload their scripts. */
  routeIds: string[];
}

/** An address the router sends elsewhere, such as `/?tab=1` to `/`. */
export interface ServerRedirect {
  kind: 'redirect';
  status: number;
  location: string;
}

export interface PageRendererOptions {
  /** How the renderer's API calls reach the API: the server's own routes, in process. */
  fetch: typeof fetch;
  /** Where canonical and share URLs point (`PUBLIC_ORIGIN`). */
  publicOrigin: string;
}

export interface PageRenderer {
  /** Null when the address is not a server-rendered page: the client shell serves it. */
  render(url: string): Promise<ServerRenderedPage | ServerRedirect | null>;
}

/** What the renderer's module (`apps/web/dist-ssr/entry-server.js`) exports. */
export interface PageRendererModule {
  createPageRenderer(options: PageRendererOptions): PageRenderer;
}

/** The `<script type="application/json">` a server-rendered page carries its state in. */
export const PAGE_STATE_ELEMENT_ID = 'page-state';
