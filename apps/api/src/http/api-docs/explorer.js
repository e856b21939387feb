// Interactive API documentation for administrators (served with the `swagger` profile).
(() => {
  const TOKEN_KEY = 'jhi-authenticationToken';
  const $ = (tag, attrs = {}, ...children) => {
    const el = document.createElement(tag);
    for (const [k, v] of Object.entries(attrs)) {
      if (k === 'class') el.className = v;
      else if (k.startsWith('on')) el.addEventListener(k.slice(2), v);
      else el.setAttribute(k, v);
    }
    for (const c of children) el.append(c instanceof Node ? c : document.createTextNode(String(c)));
    return el;
  };

  function storedToken() {
    const raw = localStorage.getItem(TOKEN_KEY) || sessionStorage.getItem(TOKEN_KEY) || '';
    try {
      const parsed = JSON.parse(raw);
      return typeof parsed === 'string' ? parsed : raw;
    } catch {
      return raw;
    }
  }

  const tokenInput = document.getElementById('token');
  tokenInput.value = storedToken();
  const auth = () => (tokenInput.value.trim() ? { Authorization: `Bearer ${tokenInput.value.trim()}` } : {});

  function resolve(spec, node, depth = 0) {
    if (!node || depth > 12) return node;
    if (node.$ref) {
      const target = node.$ref
        .replace(/^#\//, '')
        .split('/')
        .reduce((o, k) => (o ? o[k] : undefined), spec);
      return resolve(spec, target, depth + 1);
    }
    return node;
  }

  function example(spec, schema, depth = 0) {
    const s = resolve(spec, schema);
    if (!s || depth > 6) return null;
    if (s.default !== undefined) return s.default;
    if (s.enum) return s.enum[0];
    if (s.oneOf) return example(spec, s.oneOf[0], depth + 1);
    const type = Array.isArray(s.type) ? s.type.find((t) => t !== 'null') : s.type;
    if (type === 'object' || s.properties) {
      const out = {};
      for (const [k, v] of Object.entries(s.properties || {})) {
        if (resolve(spec, v)?.readOnly) continue;
        out[k] = example(spec, v, depth + 1);
      }
      return out;
    }
    if (type === 'array') return [example(spec, s.items, depth + 1)].filter((v) => v !== null);
    if (type === 'integer' || type === 'number') return s.minimum ?? 0;
    if (type === 'boolean') return false;
    if (s.format === 'date') return new Date().toISOString().slice(0, 10);
    if (s.format === 'date-time') return new Date().toISOString();
    return type === 'string' ? '' : null;
  }

  function operationView(spec, path, method, op) {
    const params = [...(spec.paths[path].parameters || []), ...(op.parameters || [])].map((p) =>
      resolve(spec, p),
    );
    const inputs = new Map();
    const form = $('div', { class: 'form' });
    for (const p of params) {
      const input = $('input', {
        placeholder: p.schema ? JSON.stringify(resolve(spec, p.schema).type || '') : '',
      });
      inputs.set(p, input);
      form.append($('label', {}, `${p.name} (${p.in}${p.required ? ', required' : ''})`, input));
    }
    let body = null;
    const content = op.requestBody && resolve(spec, op.requestBody).content;
    if (content?.['application/json']) {
      body = $('textarea', { rows: '10' });
      body.value = JSON.stringify(example(spec, content['application/json'].schema), null, 2);
      form.append($('label', {}, 'body (application/json)', body));
    }
    const output = $('pre', { class: 'output' });
    const send = async () => {
      let url = path;
      const query = new URLSearchParams();
      for (const [p, input] of inputs) {
        const v = input.value;
        if (!v) continue;
        if (p.in === 'path') url = url.replace(`{${p.name}}`, encodeURIComponent(v));
        else if (p.in === 'query') for (const part of v.split('&&')) query.append(p.name, part);
      }
      const qs = query.toString();
      const headers = { ...auth(), ...(body ? { 'Content-Type': 'application/json' } : {}) };
      output.textContent = '…';
      try {
        const res = await fetch(qs ? `${url}?${qs}` : url, {
          method: method.toUpperCase(),
          headers,
          body: body ? body.value : undefined,
        });
        const text = await res.text();
        let shown = text;
        try {
          shown = JSON.stringify(JSON.parse(text), null, 2);
        } catch {}
        const hdrs = [...res.headers.entries()].filter(([k]) =>
          ['x-total-count', 'link', 'location', 'authorization', 'retry-after'].includes(k),
        );
        output.textContent = `${res.status} ${res.statusText}\n${hdrs.map(([k, v]) => `${k}: ${v}`).join('\n')}\n\n${shown}`;
      } catch (err) {
        output.textContent = String(err);
      }
    };
    form.append($('button', { type: 'button', onclick: send }, 'Send'), output);
    const roles = op['x-roles'];
    const details = $(
      'details',
      { class: `op ${method}` },
      $(
        'summary',
        {},
        $('span', { class: 'method' }, method.toUpperCase()),
        $('code', {}, path),
        $('span', { class: 'summary' }, op.summary || ''),
        $(
          'span',
          { class: 'roles' },
          roles === 'public' ? 'public' : roles?.length ? roles.join(', ') : 'signed in',
        ),
      ),
      $('p', {}, op.description || ''),
      $('p', { class: 'opid' }, `operationId: ${op.operationId}`),
      form,
    );
    return details;
  }

  async function load() {
    const root = document.getElementById('operations');
    root.textContent = 'Loading…';
    const res = await fetch('/v3/api-docs', { headers: auth() });
    if (!res.ok) {
      root.textContent =
        res.status === 401 || res.status === 403
          ? 'Sign in as an administrator (paste the token above).'
          : `Error ${res.status}`;
      return;
    }
    const spec = await res.json();
    document.getElementById('title').textContent = `${spec.info.title} ${spec.info.version}`;
    root.textContent = '';
    const byTag = new Map();
    for (const [path, item] of Object.entries(spec.paths)) {
      for (const method of ['get', 'post', 'put', 'patch', 'delete']) {
        const op = item[method];
        if (!op) continue;
        const tag = op.tags?.[0] || 'other';
        if (!byTag.has(tag)) byTag.set(tag, []);
        byTag.get(tag).push(operationView(spec, path, method, op));
      }
    }
    const filter = document.getElementById('filter');
    for (const [tag, ops] of byTag) {
      const section = $('section', { 'data-tag': tag }, $('h2', {}, tag), ...ops);
      root.append(section);
    }
    filter.addEventListener('input', () => {
      const q = filter.value.toLowerCase();
      for (const d of root.querySelectorAll('details'))
        d.hidden = q !== '' && !d.textContent.toLowerCase().includes(q);
    });
  }

  document.getElementById('reload').addEventListener('click', load);
  load();
})();
