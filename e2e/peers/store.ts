/**
 * A store on loopback for the add-product journeys: a product page with schema.org JSON-LD and three product
 * photos, served the way a shop serves them, a product page with no structured data at all (the scraper can
 * only guess from its layout, and says so), and a product behind a bot wall. Only loopback: the
 * server scrapes it because the run sets SCRAPE_ALLOW_LOOPBACK=1, which production refuses. A test may
 * start one of its own (port 0) and change its product's price, as the price-watch journey does.
 */
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import sharp from 'sharp';

export const STORE_PRODUCT = {
  path: '/products/linen-overshirt',
  name: 'Linen overshirt in sage',
  brand: 'Atelier Nord',
  price: 189,
  currency: 'EUR',
  colours: ['#9caf88', '#c9b79c', '#6f7f96'],
};

/** A small shop's page with no structured data: the heading, a brand line, a bare "$" price and a photo. */
export const GUESSED_PRODUCT = {
  path: '/products/knit-beanie',
  name: 'Ribbed knit beanie',
  brand: 'Harbour Knits',
  price: 38,
  currency: 'USD',
};

function guessedPage(product: typeof GUESSED_PRODUCT): string {
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>${product.name}</title></head>
<body><main><div class="product"><img src="/images/3.jpg" width="800" height="1000" alt="">
<h1>${product.name}</h1><p class="product-brand">${product.brand}</p><span class="price">$${product.price}.00</span>
</div></main></body></html>`;
}

async function photo(colour: string): Promise<Buffer> {
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="800" height="1000">
    <rect width="800" height="1000" fill="#f3efe8"/>
    <path d="M250 220 L400 180 L550 220 L640 420 L560 450 L560 820 L240 820 L240 450 L160 420 Z" fill="${colour}"/>
  </svg>`;
  return sharp(Buffer.from(svg)).jpeg({ quality: 85 }).toBuffer();
}

/**
 * A product behind a bot wall, as Cloudflare or DataDome serve one: a visitor without the wall's cookie gets
 * a 403 page whose script sets the cookie and reloads. A browser passes; the server's scraper, which runs no
 * scripts, never does.
 */
export const WALLED_PRODUCT = {
  path: '/products/wool-coat',
  name: 'Double-faced wool coat',
  brand: 'Maison Laine',
  price: 420,
  currency: 'GBP',
  /** Its photos are the first two of the store's. */
  images: [1, 2],
};
const WALL_COOKIE = 'wall_pass=1';

interface PageProduct {
  path: string;
  name: string;
  brand: string;
  price: number;
  currency: string;
  images: number[];
}

function productPage(origin: string, product: PageProduct): string {
  const jsonLd = {
    '@context': 'https://schema.org',
    '@type': 'Product',
    name: product.name,
    brand: { '@type': 'Brand', name: product.brand },
    image: product.images.map((n) => `${origin}/images/${n}.jpg`),
    offers: {
      '@type': 'Offer',
      price: String(product.price),
      priceCurrency: product.currency,
      availability: 'https://schema.org/InStock',
    },
  };
  return `<!doctype html><html lang="en"><head><meta charset="utf-8">
<title>${product.name} | ${product.brand}</title>
<link rel="canonical" href="${origin}${product.path}">
<meta property="og:site_name" content="${product.brand}">
<script type="application/ld+json">${JSON.stringify(jsonLd)}</script>
</head><body><nav>Home / Men / Shirts</nav><h1>${product.name}</h1><p>${product.price} ${product.currency}</p>
${product.images.map((n) => `<img src="/images/${n}.jpg" width="800" height="1000" alt="">`).join('')}
</body></html>`;
}

const BOT_WALL_PAGE = `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Just a moment...</title></head>
<body><h1>Checking your browser</h1><script>document.cookie = '${WALL_COOKIE}; path=/'; location.reload();</script></body></html>`;

/** A page of the store that sells nothing: the scraper must say it is not a product. */
export const STORE_ABOUT_PATH = '/pages/about-us';

export interface StorePeer {
  origin: string;
  /** Prices STORE_PRODUCT at `price` from now on. */
  setPrice(price: number): void;
  close(): Promise<void>;
}

/** Starts the store on `port`, or on a free port for 0. */
export async function startStorePeer(port: number): Promise<StorePeer> {
  const photos = await Promise.all(STORE_PRODUCT.colours.map(photo));
  let productPrice = STORE_PRODUCT.price;
  let origin = `http://127.0.0.1:${port}`;
  const server = createServer((request, response) => {
    const path = (request.url ?? '/').split('?')[0];
    const image = path?.match(/^\/images\/(\d)\.jpg$/);
    if (path === STORE_PRODUCT.path) {
      const product = {
        ...STORE_PRODUCT,
        price: productPrice,
        images: STORE_PRODUCT.colours.map((_, i) => i + 1),
      };
      response
        .writeHead(200, { 'Content-Type': 'text/html; charset=utf-8' })
        .end(productPage(origin, product));
    } else if (path === WALLED_PRODUCT.path) {
      const passed = (request.headers.cookie ?? '').split(/;\s*/).includes(WALL_COOKIE);
      response
        .writeHead(passed ? 200 : 403, { 'Content-Type': 'text/html; charset=utf-8' })
        .end(passed ? productPage(origin, WALLED_PRODUCT) : BOT_WALL_PAGE);
    } else if (path === GUESSED_PRODUCT.path) {
      response
        .writeHead(200, { 'Content-Type': 'text/html; charset=utf-8' })
        .end(guessedPage(GUESSED_PRODUCT));
    } else if (path === STORE_ABOUT_PATH) {
      response
        .writeHead(200, { 'Content-Type': 'text/html; charset=utf-8' })
        .end(
          '<!doctype html><html lang="en"><title>About us</title><h1>Our story</h1><p>Since 2009.</p></html>',
        );
    } else if (image && photos[Number(image[1]) - 1]) {
      response.writeHead(200, { 'Content-Type': 'image/jpeg' }).end(photos[Number(image[1]) - 1]);
    } else {
      response.writeHead(404).end('Not found');
    }
  });
  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve));
  origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return {
    origin,
    setPrice: (price) => {
      productPrice = price;
    },
    close: () =>
      new Promise<void>((resolve, reject) => {
        server.closeAllConnections();
        server.close((error) => (error ? reject(error) : resolve()));
      }),
  };
}
