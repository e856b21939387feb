import fs from 'node:fs';
import path from 'node:path';
import { brotliCompressSync, gzipSync, constants as zlibConstants } from 'node:zlib';
import { mergeTexts, type Texts } from '@vlegal/domain/i18n';
import { REPO_ROOT } from '../../config.ts';
import type { AppServices, HandlerMap } from '../context.ts';
import { problem } from '../problems.ts';

export const I18N_DIR = path.join(REPO_ROOT, 'packages/domain/i18n');

/** The compression a browser accepts for the texts: brotli, else gzip, else none. */
function textEncoding(accept: string | undefined): 'br' | 'gzip' | null {
  const offered = (accept ?? '').split(',').map((part) => part.trim().split(';'));
  const accepts = (name: string) =>
    offered.some(([coding, ...params]) => coding === name && !params.some((p) => /^\s*q=0(\.0*)?$/.test(p)));
  return accepts('br') ? 'br' : accepts('gzip') ? 'gzip' : null;
}

/** Every text of a language, merged from its area files; null for a language the app does not speak. */
export function readTexts(lang: string): Texts | null {
  const dir = path.join(I18N_DIR, lang);
  if (!fs.existsSync(dir)) return null;
  const files = fs
    .readdirSync(dir)
    .filter((f) => f.endsWith('.json'))
    .sort();
  return mergeTexts(files.map((f) => JSON.parse(fs.readFileSync(path.join(dir, f), 'utf8')) as Texts));
}

/** What the app asks before anyone signs in: its version and profiles, and its texts in a language. */
export function appInfoHandlers(services: AppServices): HandlerMap {
  const { config } = services;
  return {
    getManagementInfo() {
      return {
        activeProfiles: config.profiles,
        'display-ribbon-on-profiles': 'dev',
        version: config.version,
        ...(config.mapStyleUrl ? { mapStyleUrl: config.mapStyleUrl } : {}),
      };
    },

    getTranslations(ctx) {
      const { lang } = ctx.req.params as { lang: string };
      const texts = readTexts(lang);
      if (!texts) throw problem.notFound(`No texts for language ${lang}.`);
      ctx.reply.header('Cache-Control', 'no-cache');
      // Every page waits for its texts before it renders: compressed, they arrive about 4 times sooner.
      const encoding = textEncoding(ctx.req.headers['accept-encoding']);
      if (!encoding) return texts;
      const json = Buffer.from(JSON.stringify(texts));
      return ctx.reply
        .header('Vary', 'Accept-Encoding')
        .header('Content-Encoding', encoding)
        .type('application/json; charset=utf-8')
        .send(
          encoding === 'br'
            ? brotliCompressSync(json, { params: { [zlibConstants.BROTLI_PARAM_QUALITY]: 5 } })
            : gzipSync(json),
        );
    },
  };
}
