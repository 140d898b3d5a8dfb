/**
 * The directory's MCP server: five tools and the business profiles as a resource template, over
 * the same services as the HTTP API. No state is kept between requests (stateless), so any
 * instance of the service answers any request.
 */
import {
  type AuthInfo,
  type CallToolResult,
  McpServer,
  ResourceNotFoundError,
  ResourceTemplate,
  type StandardSchemaWithJSON,
  type ToolAnnotations,
} from '@modelcontextprotocol/server';
import type { Static } from 'typebox';
import type { Deps } from '../deps.js';
import { CategoriesResponse, LocationsResponse } from '../directory/directory.schemas.js';
import type { DirectoryParams, DirectoryResult } from '../directory/search.service.js';
import { AskResponse } from '../gateway/ask.schemas.js';
import { toAppError } from '../http/error-handler.js';
import type { Urls } from '../urls.js';
import {
  AskArguments,
  BusinessResult,
  LocationArguments,
  NoArguments,
  SearchArguments,
  SearchResult,
  SlugArguments,
} from './mcp.schemas.js';
import { standardSchemaOf } from './standard-schema.js';
import {
  askBusiness,
  getBusiness,
  listCategoryTool,
  listLocationTool,
  searchBusinesses,
  type ToolOutput,
  type Visitor,
} from './tools.js';

/** The MCP server's own version (its tools and their schemas). */
export const MCP_SERVER_VERSION = '1.0.0';

const INSTRUCTIONS =
  'Signboard is a directory of local businesses. Find businesses with search_businesses (plain language works: "dentist in Lisbon who speaks English"), read one with get_business, and ask it a question with ask_business: answers come only from facts its owner approved, with no LLM, and questions that need a person are handed to the business.';

const READ_ONLY = { readOnlyHint: true, destructiveHint: false, idempotentHint: true, openWorldHint: false } as const;

/** Tool results already made for a kept output (a cached search's): the same object goes out again. */
const resultsOfKeptOutputs = new WeakMap<ToolOutput<unknown>, CallToolResult>();
/** Results that go out again unchanged, worth writing to JSON once. */
const keptResults = new WeakSet<CallToolResult>();

/** Whether a tool result is handed out again unchanged for the same call (and so may be written once and kept). */
export function isKeptResult(result: CallToolResult): boolean {
  return keptResults.has(result);
}

/** A tool's answer as MCP content; a failure (bad argument, unknown slug, limit reached) as a tool error. */
async function run(deps: Pick<Deps, 'log'>, work: () => Promise<ToolOutput<unknown>>): Promise<CallToolResult> {
  try {
    const output = await work();
    const made = resultsOfKeptOutputs.get(output);
    if (made) return made;
    const result: CallToolResult = {
      content: [{ type: 'text', text: output.text }],
      structuredContent: output.structured as Record<string, unknown>,
    };
    if (output.kept) {
      resultsOfKeptOutputs.set(output, result);
      keptResults.add(result);
    }
    return result;
  } catch (error) {
    const appError = toAppError(error);
    if (appError.status >= 500) deps.log.error({ err: error }, 'MCP tool failed');
    // Keys in the order the SDK's result schema gives them, so that both ways of calling write the same bytes.
    return { content: [{ type: 'text', text: appError.message }], isError: true };
  }
}

/** The tools' schemas, compiled once for every request's server. */
const SCHEMAS = {
  searchIn: standardSchemaOf(SearchArguments, 'arguments'),
  searchOut: standardSchemaOf(SearchResult, 'result') as StandardSchemaWithJSON,
  slugIn: standardSchemaOf(SlugArguments, 'arguments'),
  businessOut: standardSchemaOf(BusinessResult, 'result') as StandardSchemaWithJSON,
  askIn: standardSchemaOf(AskArguments, 'arguments'),
  askOut: standardSchemaOf(AskResponse, 'result') as StandardSchemaWithJSON,
  noneIn: standardSchemaOf(NoArguments, 'arguments'),
  categoriesOut: standardSchemaOf(CategoriesResponse, 'result') as StandardSchemaWithJSON,
  locationsIn: standardSchemaOf(LocationArguments, 'arguments'),
  locationsOut: standardSchemaOf(LocationsResponse, 'result') as StandardSchemaWithJSON,
};

/** What the server works with: the services. */
export interface McpContext {
  deps: Deps;
  urls: Urls;
  /** Directory search (the same cached search for every request). */
  search: (params: DirectoryParams) => Promise<DirectoryResult>;
}

/**
 * The caller of an MCP request as the SDK carries it to the tools: no token (the directory's
 * tools are public), the visitor in `extra` for the per-visitor allowance.
 */
export function visitorAuth(visitor: Visitor): AuthInfo {
  return { token: '', clientId: 'anonymous', scopes: [], extra: { ip: visitor.ip, userAgent: visitor.userAgent } };
}

function visitorOf(auth: AuthInfo | undefined): Visitor {
  const extra = auth?.extra;
  return {
    ip: typeof extra?.ip === 'string' ? extra.ip : 'unknown',
    userAgent: typeof extra?.userAgent === 'string' ? extra.userAgent : '',
  };
}

/** A tool of the directory's server: how it is listed, and what a call with checked arguments does. */
export interface DirectoryTool {
  name: string;
  config: {
    title: string;
    description: string;
    inputSchema: StandardSchemaWithJSON;
    outputSchema: StandardSchemaWithJSON;
    annotations: ToolAnnotations;
  };
  call(args: never, caller: AuthInfo | undefined): Promise<CallToolResult>;
}

/** The directory's tools over the services. */
export function directoryTools({ deps, urls, search }: McpContext): DirectoryTool[] {
  const tool = <A>(
    name: string,
    config: DirectoryTool['config'],
    call: (args: A, caller: AuthInfo | undefined) => Promise<CallToolResult>,
  ): DirectoryTool => ({ name, config, call: call as DirectoryTool['call'] });
  return [
    tool<Static<typeof SearchArguments>>(
      'search_businesses',
      {
        title: 'Find local businesses',
        description:
          'Searches the directory. Write the query as a person would ("plumber in Amsterdam who speaks Dutch", "bakery open sunday"): categories, places, languages, opening and "verified" are read as filters, typos are forgiven. Each result says why it matches and links its JSON profile; get_business gives its page, its own A2A agent and more.',
        inputSchema: SCHEMAS.searchIn,
        outputSchema: SCHEMAS.searchOut,
        annotations: READ_ONLY,
      },
      (args) => run(deps, () => searchBusinesses(search, args)),
    ),
    tool<Static<typeof SlugArguments>>(
      'get_business',
      {
        title: 'Read a business profile',
        description:
          "One business's public profile: contact, address, hours, languages, the facts its owner approved, and links.",
        inputSchema: SCHEMAS.slugIn,
        outputSchema: SCHEMAS.businessOut,
        annotations: READ_ONLY,
      },
      ({ slug }) => run(deps, () => getBusiness(deps, urls, slug)),
    ),
    tool<Static<typeof AskArguments>>(
      'ask_business',
      {
        title: 'Ask a business a question',
        description:
          "Asks one business a question. The answer comes only from facts its owner approved (no LLM), with citations; sensitive, urgent, case-specific or unclear questions are handed to a person at the business (say how they can reach you in contact). Counts against the asker's daily allowance, like POST /ai/{slug}/ask.",
        inputSchema: SCHEMAS.askIn,
        outputSchema: SCHEMAS.askOut,
        annotations: { readOnlyHint: false, destructiveHint: false, idempotentHint: false, openWorldHint: false },
      },
      (args, caller) => run(deps, () => askBusiness(deps, urls, args, visitorOf(caller))),
    ),
    tool(
      'list_categories',
      {
        title: 'List business categories',
        description: 'Every category of the directory with its slug and number of businesses.',
        inputSchema: SCHEMAS.noneIn,
        outputSchema: SCHEMAS.categoriesOut,
        annotations: READ_ONLY,
      },
      () => run(deps, () => listCategoryTool(deps, urls)),
    ),
    tool<Static<typeof LocationArguments>>(
      'list_locations',
      {
        title: 'List countries and cities',
        description: 'Countries with businesses and their counts; with a country, its cities.',
        inputSchema: SCHEMAS.locationsIn,
        outputSchema: SCHEMAS.locationsOut,
        annotations: READ_ONLY,
      },
      (args) => run(deps, () => listLocationTool(deps, args)),
    ),
  ];
}

/** Builds a server; it serves one request at a time. */
export function createDirectoryMcpServer(context: McpContext, tools = directoryTools(context)): McpServer {
  const { deps, urls } = context;
  const server = new McpServer(
    { name: 'signboard', title: 'Signboard business directory', version: MCP_SERVER_VERSION },
    { instructions: INSTRUCTIONS },
  );
  for (const tool of tools) {
    server.registerTool(tool.name, tool.config, (args: unknown, ctx) => tool.call(args as never, ctx.http?.authInfo));
  }

  server.registerResource(
    'business-profile',
    new ResourceTemplate(urls.businessJson('{slug}').replace('%7Bslug%7D', '{slug}'), { list: undefined }),
    {
      title: 'Business profile',
      description: 'The public profile of one business (the same JSON as GET /business/{slug}.json)',
      mimeType: 'application/json',
    },
    async (uri, variables) => {
      const slug = String([variables.slug].flat()[0] ?? '');
      const { structured } = await getBusiness(deps, urls, slug).catch((error: unknown) => {
        const appError = toAppError(error);
        throw appError.status === 404 || appError.status === 410 || appError.status === 400
          ? new ResourceNotFoundError(uri.href, appError.message)
          : error;
      });
      return { contents: [{ uri: uri.href, mimeType: 'application/json', text: JSON.stringify(structured) }] };
    },
  );
  return server;
}

/** A tool call made without the SDK's dispatch; undefined when the SDK must answer it (an unknown tool, bad arguments). */
export type DirectToolCall = (name: string, args: unknown, caller: AuthInfo) => Promise<CallToolResult> | undefined;

/**
 * Calls the tools as the SDK's `tools/call` handler does on its way to a result, for the common
 * call: arguments checked by the tool's input schema, and anything the SDK would answer with an
 * error (an unknown tool, bad arguments) left to it, so that its wording stays the SDK's. The
 * result is not checked against the output schema again on every call: the tools' outputs are
 * typed from those schemas, and the tests check every tool's output against its schema as the
 * SDK's clients do.
 */
export function directToolCalls(tools: readonly DirectoryTool[]): DirectToolCall {
  const byName = new Map(tools.map((tool) => [tool.name, tool]));
  return (name, args, caller) => {
    const tool = byName.get(name);
    if (!tool) return undefined;
    const checked = tool.config.inputSchema['~standard'].validate(args ?? {});
    if (checked instanceof Promise || checked.issues) return undefined;
    return tool.call(checked.value as never, caller);
  };
}
