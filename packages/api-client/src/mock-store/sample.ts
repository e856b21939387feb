/** Strings matching the registry's patterns, drawn with faker (so seeded like the rest of the store). */
import { faker } from '@faker-js/faker';

/**
 * A string matching one of the registry's patterns: anchored sequences of literals, escapes and
 * character classes with `{n}`, `{n,m}`, `+`, `*` or `?` quantifiers.
 */
export function sample(pattern: string, maxLength = 50): string {
  const body = pattern.replace(/^\^/, '').replace(/\$$/, '');
  const token = /(\[[^\]]+\]|\\.|.)(\{(\d+)(?:,(\d*))?\}|[+*?])?/g;
  let out = '';
  for (const match of body.matchAll(token)) {
    const [, atom = '', quantifier, low, high] = match;
    const choices = atom.startsWith('[') ? expandClass(atom.slice(1, -1)) : [atom.replace(/^\\/, '')];
    let count = 1;
    if (low !== undefined)
      count = faker.number.int({ min: Number(low), max: high ? Number(high) : Number(low) });
    else if (quantifier === '+') count = faker.number.int({ min: 1, max: 6 });
    else if (quantifier === '*') count = faker.number.int({ min: 0, max: 6 });
    else if (quantifier === '?') count = faker.number.int({ min: 0, max: 1 });
    for (let i = 0; i < count; i += 1) out += faker.helpers.arrayElement(choices);
  }
  return out.slice(0, maxLength);
}

function expandClass(spec: string): string[] {
  const chars: string[] = [];
  for (let i = 0; i < spec.length; i += 1) {
    const from = spec[i] ?? '';
    const to = spec[i + 2];
    if (spec[i + 1] === '-' && to !== undefined) {
      for (let code = from.charCodeAt(0); code <= to.charCodeAt(0); code += 1)
        chars.push(String.fromCharCode(code));
      i += 2;
    } else if (from === '\\') {
      i += 1;
      chars.push(spec[i] ?? '');
    } else chars.push(from);
  }
  return chars;
}
