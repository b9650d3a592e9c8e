// Wikidata's and Wikimedia Commons' action APIs on loopback, as documented: wbgetentities (claims, P18 image) at
// /wikidata/w/api.php, and query&prop=imageinfo (url, size, extmetadata, iiurlwidth) at /commons/w/api.php,
// with the thumbnails themselves under /thumbs/ (a small generated PNG). Items and files are the tests' own.
import { deflateSync } from 'node:zlib';
import { type FakeServer, sendJson, startFakeServer } from './server.ts';

export interface FakeFile {
  artist: string;
  license: string;
  licenseUrl?: string;
  width: number;
  height: number;
}

export interface WikimediaServer extends FakeServer {
  /** WIKIDATA_API_URL and COMMONS_API_URL for this server. */
  env: { WIKIDATA_API_URL: string; COMMONS_API_URL: string; PLACE_PHOTOS: 'on' };
  /** Item id to its P18 file name (none: no image). */
  items: Map<string, string | undefined>;
  files: Map<string, FakeFile>;
}

/** A solid-colour PNG of the asked size (the browser decodes it; nothing else is needed). */
export function pngOf(width: number, height: number, rgb: [number, number, number]): Buffer {
  const crcTable = Array.from({ length: 256 }, (_, n) => {
    let c = n;
    for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
    return c >>> 0;
  });
  const crc = (buf: Buffer) => {
    let c = 0xffffffff;
    for (const b of buf) c = crcTable[(c ^ b) & 0xff]! ^ (c >>> 8);
    return (c ^ 0xffffffff) >>> 0;
  };
  const chunk = (type: string, data: Buffer) => {
    const body = Buffer.concat([Buffer.from(type, 'ascii'), data]);
    const out = Buffer.alloc(12 + data.length);
    out.writeUInt32BE(data.length, 0);
    body.copy(out, 4);
    out.writeUInt32BE(crc(body), 8 + data.length);
    return out;
  };
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header.set([8, 2, 0, 0, 0], 8);
  const row = Buffer.concat([Buffer.from([0]), Buffer.from(Array.from({ length: width }, () => rgb).flat())]);
  const raw = Buffer.concat(Array.from({ length: height }, () => row));
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', deflateSync(raw)),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

const title = (file: string) => `File:${file.replace(/_/g, ' ')}`;

export async function startWikimedia(): Promise<WikimediaServer> {
  const items = new Map<string, string | undefined>();
  const files = new Map<string, FakeFile>();
  const fake = (await startFakeServer((_req, url, _body, res, base) => {
    const q = url.searchParams;
    if (url.pathname === '/wikidata/w/api.php' && q.get('action') === 'wbgetentities') {
      const ids = (q.get('ids') ?? '').split('|').filter(Boolean);
      if (ids.length > 50)
        return sendJson(res, 200, { error: { code: 'toomanyvalues', info: 'Too many values' } });
      const entities = Object.fromEntries(
        ids.map((id) => {
          if (!items.has(id)) return [id, { id, missing: '' }];
          const file = items.get(id);
          const claims = file
            ? {
                P18: [
                  {
                    mainsnak: {
                      snaktype: 'value',
                      property: 'P18',
                      datavalue: { value: file, type: 'string' },
                    },
                    type: 'statement',
                    rank: 'normal',
                  },
                ],
              }
            : {};
          return [id, { type: 'item', id, claims }];
        }),
      );
      return sendJson(res, 200, { entities, success: 1 });
    }
    if (
      url.pathname === '/commons/w/api.php' &&
      q.get('action') === 'query' &&
      q.get('prop') === 'imageinfo'
    ) {
      const width = Number(q.get('iiurlwidth') ?? 0);
      const asked = (q.get('titles') ?? '').split('|').filter(Boolean);
      // Commons capitalises the first letter after "File:" and says so under "normalized".
      const normalized = asked
        .map((from) => ({
          from,
          to: from.replace(/^File:(.)/, (_m, c: string) => `File:${c.toUpperCase()}`),
        }))
        .filter((n) => n.from !== n.to);
      const pages = asked.map((t) => {
        const name = (normalized.find((n) => n.from === t)?.to ?? t).replace(/^File:/, '');
        const entry = [...files].find(([f]) => title(f) === `File:${name}`);
        if (!entry) return { ns: 6, title: `File:${name}`, missing: true, known: false };
        const [file, info] = entry;
        const scale = width && width < info.width ? width / info.width : 1;
        const thumbwidth = Math.round(info.width * scale);
        const thumbheight = Math.round(info.height * scale);
        const encoded = encodeURIComponent(file.replace(/ /g, '_'));
        return {
          ns: 6,
          title: title(file),
          imagerepository: 'local',
          imageinfo: [
            {
              size: 123456,
              width: info.width,
              height: info.height,
              thumburl: `${base}/thumbs/${thumbwidth}x${thumbheight}/${encoded}`,
              thumbwidth,
              thumbheight,
              url: `${base}/originals/${encoded}`,
              descriptionurl: `${base}/wiki/File:${encoded}`,
              extmetadata: {
                Artist: { value: info.artist, source: 'commons-desc-page' },
                LicenseShortName: { value: info.license, source: 'commons-desc-page' },
                ...(info.licenseUrl
                  ? { LicenseUrl: { value: info.licenseUrl, source: 'commons-desc-page' } }
                  : {}),
              },
            },
          ],
        };
      });
      return sendJson(res, 200, {
        batchcomplete: true,
        query: { ...(normalized.length ? { normalized } : {}), pages },
      });
    }
    const thumb = url.pathname.match(/^\/thumbs\/(\d+)x(\d+)\//);
    if (thumb) {
      res.writeHead(200, { 'Content-Type': 'image/png', 'Cache-Control': 'max-age=3600' });
      return res.end(pngOf(Number(thumb[1]), Number(thumb[2]), [40, 110, 150]));
    }
    sendJson(res, 400, { error: { code: 'badrequest', info: `not served: ${url.pathname}` } });
  })) as WikimediaServer;
  fake.items = items;
  fake.files = files;
  fake.env = {
    WIKIDATA_API_URL: `${fake.url}/wikidata/w/api.php`,
    COMMONS_API_URL: `${fake.url}/commons/w/api.php`,
    PLACE_PHOTOS: 'on',
  };
  return fake;
}
