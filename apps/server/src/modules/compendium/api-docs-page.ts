import type { OpenApiDocument, OpenApiOperation, OpenApiParameter } from './openapi-document.ts';

/**
 * /api/docs: the OpenAPI document as a plain HTML page, rendered here from the document itself. No
 * script at all and a stylesheet from this server, so the page lives within the CSP
 * (`script-src 'self'`) and needs no CDN.
 */

const ESCAPES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };

export function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (character) => ESCAPES[character] ?? character);
}

/** `code` spans of the document's descriptions become <code>; everything else is escaped text. */
function prose(text: string): string {
  return escapeHtml(text).replace(/`([^`]+)`/g, '<code>$1</code>');
}

function anchor(path: string): string {
  return `get-${path.replace(/[^a-z0-9]+/gi, '-').replace(/^-|-$/g, '')}`;
}

function allowed(parameter: OpenApiParameter): string {
  const schema = parameter.schema as { type?: string; enum?: unknown[]; items?: { enum?: unknown[]; type?: string } };
  const values = schema.enum ?? schema.items?.enum;
  if (values) return values.map((value) => `<code>${escapeHtml(String(value))}</code>`).join(' ');
  const { minimum, maximum, maxLength, default: fallback } = parameter.schema as Record<string, unknown>;
  const parts = [schema.type === 'array' ? `list of ${schema.items?.type ?? 'values'}` : (schema.type ?? 'value')];
  if (minimum !== undefined && maximum !== undefined) parts.push(`${minimum} to ${maximum}`);
  if (maxLength !== undefined) parts.push(`at most ${maxLength} characters`);
  if (fallback !== undefined) parts.push(`default ${fallback}`);
  return escapeHtml(parts.join(', '));
}

function parameterRows(parameters: OpenApiParameter[]): string {
  if (parameters.length === 0) return '<p>No parameters.</p>';
  const rows = parameters
    .map(
      (parameter) =>
        `<tr><th scope="row"><code>${escapeHtml(parameter.name)}</code>${parameter.required ? ' (required)' : ''}</th><td>${parameter.in}</td><td>${allowed(parameter)}</td><td>${prose(parameter.description)}</td></tr>`,
    )
    .join('\n');
  return `<table><thead><tr><th scope="col">parameter</th><th scope="col">in</th><th scope="col">allowed</th><th scope="col">meaning</th></tr></thead><tbody>\n${rows}\n</tbody></table>`;
}

function responseList(operation: OpenApiOperation): string {
  const items = Object.entries(operation.responses)
    .map(([status, response]) => `<li><strong>${status}</strong>: ${prose(String(response.description ?? ''))}</li>`)
    .join('');
  return `<ul>${items}</ul>`;
}

function exampleLinks(operation: OpenApiOperation): string {
  const calls = operation['x-example-calls'] ?? [];
  if (calls.length === 0) return '';
  const items = calls.map((call) => `<li><a href="${escapeHtml(call)}"><code>GET ${escapeHtml(call)}</code></a></li>`);
  return `<h4>Try it</h4><ul class="examples">${items.join('')}</ul>`;
}

function operationSection(path: string, operation: OpenApiOperation): string {
  return `<section id="${anchor(path)}">
<h3><span class="method">GET</span> <code>${escapeHtml(path)}</code></h3>
<p>${prose(operation.summary)}. ${prose(operation.description)}</p>
${parameterRows(operation.parameters)}
<h4>Answers</h4>
${responseList(operation)}
${exampleLinks(operation)}
</section>`;
}

function recordFields(name: string, schema: Record<string, unknown>): string {
  const properties = (schema.properties ?? {}) as Record<string, { type?: string; description?: string }>;
  const required = new Set((schema.required ?? []) as string[]);
  const fields = Object.entries(properties)
    .map(([field, property]) => {
      const type = property.type ?? 'value';
      const note = property.description ? `: ${prose(property.description)}` : '';
      return `<li><code>${escapeHtml(field)}</code> <span class="type">${escapeHtml(type)}${required.has(field) ? '' : ', optional'}</span>${note}</li>`;
    })
    .join('');
  return `<section id="record-${name.toLowerCase()}"><h3>${escapeHtml(name)}</h3><ul class="fields">${fields}</ul></section>`;
}

export function renderApiDocsPage(document: OpenApiDocument): string {
  const paths = Object.entries(document.paths);
  const contents = paths
    .map(([path]) => `<li><a href="#${anchor(path)}"><code>GET ${escapeHtml(path)}</code></a></li>`)
    .join('');
  const records = Object.entries(document.components.schemas)
    .filter(([name, schema]) => name !== 'Error' && !name.endsWith('List') && typeof schema === 'object')
    .map(([name, schema]) => recordFields(name, schema));
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escapeHtml(document.info.title)} reference</title>
<link rel="stylesheet" href="/api/docs/docs.css">
</head>
<body>
<header>
<h1>${escapeHtml(document.info.title)} <small>version ${escapeHtml(document.info.version)}</small></h1>
<p>${prose(document.info.description)}</p>
<p>The machine-readable description is <a href="/api/docs/openapi.json"><code>/api/docs/openapi.json</code></a> (OpenAPI ${escapeHtml(document.openapi)}). Content: ${escapeHtml(document.info.license.name)}.</p>
</header>
<main>
<nav aria-label="Endpoints"><h2>Endpoints</h2><ul>${contents}</ul></nav>
<h2>Endpoints in detail</h2>
${paths.map(([path, item]) => operationSection(path, item.get)).join('\n')}
<h2>Records</h2>
${records.join('\n')}
</main>
</body>
</html>
`;
}
