import type {
  OpenApiDocument,
  OpenApiMethod,
  OpenApiOperation,
  OpenApiParameter,
} from '../../http/openapi-from-routes.ts';

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

function anchor(method: string, path: string): string {
  return `${method}-${path.replace(/[^a-z0-9]+/gi, '-').replace(/^-|-$/g, '')}`;
}

const ACCESS: Record<OpenApiOperation['x-access'], string> = {
  public: 'Anyone, without a session.',
  anyone: 'Anyone; the answer may depend on who is signed in.',
  'signed-in': 'Signed-in users only (the session cookie).',
  admin: 'Administrators only (the session cookie of an account with the admin flag).',
};

function accessLine(operation: OpenApiOperation): string {
  const csrf = operation.security?.some((requirement) => 'csrf' in requirement)
    ? ' Send the <code>x-csrf-token</code> header.'
    : '';
  return `<p class="access"><strong>Who may call it:</strong> ${escapeHtml(ACCESS[operation['x-access']])}${csrf}</p>`;
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

/** The fields of a JSON body, or of a named component it points at. */
function bodyFields(document: OpenApiDocument, operation: OpenApiOperation): string {
  const content = operation.requestBody?.content;
  if (!content) return '';
  const json = content['application/json']?.schema;
  if (!json) return `<h4>Body</h4><p>The bytes of ${escapeHtml(Object.keys(content).join(', '))}.</p>`;
  const ref = typeof json.$ref === 'string' ? json.$ref.replace('#/components/schemas/', '') : undefined;
  const schema = ref ? (document.components.schemas[ref] ?? {}) : json;
  return `<h4>Body</h4>${fieldList(schema)}`;
}

function exampleLinks(operation: OpenApiOperation): string {
  const calls = operation['x-example-calls'] ?? [];
  if (calls.length === 0) return '';
  const items = calls.map((call) => `<li><a href="${escapeHtml(call)}"><code>GET ${escapeHtml(call)}</code></a></li>`);
  return `<h4>Try it</h4><ul class="examples">${items.join('')}</ul>`;
}

function operationSection(
  document: OpenApiDocument,
  method: string,
  path: string,
  operation: OpenApiOperation,
): string {
  return `<section id="${anchor(method, path)}">
<h3><span class="method">${method.toUpperCase()}</span> <code>${escapeHtml(path)}</code></h3>
<p>${prose(operation.summary)}.${operation.description ? ` ${prose(operation.description)}` : ''}</p>
${accessLine(operation)}
${parameterRows(operation.parameters)}
${bodyFields(document, operation)}
<h4>Answers</h4>
${responseList(operation)}
${exampleLinks(operation)}
</section>`;
}

interface FieldSchema {
  type?: string | string[];
  $ref?: string;
  description?: string;
}

/** A field's type in a word or two: `string or null`, a named record, or just `value`. */
function typeName(property: FieldSchema): string {
  if (Array.isArray(property.type)) return property.type.join(' or ');
  if (property.type) return property.type;
  return property.$ref?.replace('#/components/schemas/', '') ?? 'value';
}

function fieldList(schema: Record<string, unknown>): string {
  const properties = (schema.properties ?? {}) as Record<string, FieldSchema>;
  const required = new Set((schema.required ?? []) as string[]);
  const fields = Object.entries(properties)
    .map(([field, property]) => {
      const type = typeName(property);
      const note = property.description ? `: ${prose(property.description)}` : '';
      return `<li><code>${escapeHtml(field)}</code> <span class="type">${escapeHtml(type)}${required.has(field) ? '' : ', optional'}</span>${note}</li>`;
    })
    .join('');
  return `<ul class="fields">${fields}</ul>`;
}

function recordFields(name: string, schema: Record<string, unknown>): string {
  return `<section id="record-${name.toLowerCase()}"><h3>${escapeHtml(name)}</h3>${fieldList(schema)}</section>`;
}

/** Each path's operations, as [method, path, operation]. */
function operationsOf(document: OpenApiDocument): [OpenApiMethod, string, OpenApiOperation][] {
  return Object.entries(document.paths).flatMap(([path, item]) =>
    Object.entries(item).map(([method, operation]): [OpenApiMethod, string, OpenApiOperation] => [
      method as OpenApiMethod,
      path,
      operation,
    ]),
  );
}

function tagSection(document: OpenApiDocument, tag: OpenApiDocument['tags'][number]): string {
  const operations = operationsOf(document).filter(([, , operation]) => operation.tags.includes(tag.name));
  return `<h2 id="tag-${anchor('tag', tag.name)}">${escapeHtml(tag.name)}</h2>
${tag.description ? `<p>${prose(tag.description)}</p>` : ''}
${operations.map(([method, path, operation]) => operationSection(document, method, path, operation)).join('\n')}`;
}

export function renderApiDocsPage(document: OpenApiDocument): string {
  const contents = operationsOf(document)
    .map(
      ([method, path]) =>
        `<li><a href="#${anchor(method, path)}"><code>${method.toUpperCase()} ${escapeHtml(path)}</code></a></li>`,
    )
    .join('');
  const records = Object.entries(document.components.schemas)
    .filter(([name, schema]) => !/Error$|List$/.test(name) && typeof schema === 'object')
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
${document.tags.map((tag) => tagSection(document, tag)).join('\n')}
<h2>Records</h2>
${records.join('\n')}
</main>
</body>
</html>
`;
}
