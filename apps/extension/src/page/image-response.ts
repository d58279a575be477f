/** What reading an image by URL gives: its bytes as a data URL, or why not. */
export type ImageRead =
  | { ok: true; dataUrl: string }
  | {
      ok: false;
      error: string;
      /** The request never got an answer: refused by CORS or the network, so another context may try. */
      unreachable: boolean;
    };

/** The messages of docs/product.md §16 for an image fetched by URL: 'HTTP {n}' and 'Invalid content type'. */
export async function imageOfResponse(response: Response): Promise<Blob> {
  if (!response.ok) throw new Error(`HTTP ${response.status}`);
  const blob = await response.blob();
  if (!blob.type.startsWith('image/')) throw new Error('Invalid content type');
  return blob;
}

/** Fetches an image into a data URL (plain data survives the trip from a page back to the popup). */
export async function readImage(url: string, init: RequestInit = {}): Promise<ImageRead> {
  let response: Response;
  try {
    response = await fetch(url, init);
  } catch (error) {
    return { ok: false, error: error instanceof Error ? error.message : String(error), unreachable: true };
  }
  try {
    const blob = await imageOfResponse(response);
    return { ok: true, dataUrl: await dataUrlOf(blob) };
  } catch (error) {
    return { ok: false, error: error instanceof Error ? error.message : String(error), unreachable: false };
  }
}

function dataUrlOf(blob: Blob): Promise<string> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.addEventListener('load', () => resolve(String(reader.result)));
    reader.addEventListener('error', () => reject(new Error('Failed to load image')));
    reader.readAsDataURL(blob);
  });
}
