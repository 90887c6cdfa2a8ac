import { renderToStaticMarkup } from "react-dom/server";
import { createRoutesStub } from "react-router";
import { describe, expect, it } from "vitest";
import { mergeById } from "../features/messages/use-thread-pages.ts";
import Conversation, { loader } from "./conversation.tsx";

const viewer = { id: "u1", emailVerified: true };

function message(id: number, mine = false) {
  return {
    id,
    body: `Mensaje ${id}`,
    mine,
    senderRole: mine ? ("patient" as const) : ("doctor" as const),
    createdAt: "2026-03-02T18:00:00.000Z",
  };
}

function page(ids: number[], olderCursor: number | null) {
  return {
    id: 7,
    providerId: 3,
    providerName: "Dra. Ana Ramírez",
    role: "patient" as const,
    olderCursor,
    messages: ids.map((id) => message(id, id % 2 === 0)),
  };
}

/** A context whose messages service records the page the loader asked for. */
function contextAsking(asked: unknown[]) {
  return {
    viewer: async () => viewer,
    services: {
      messages: {
        thread: async (_user: unknown, id: number, query: unknown) => {
          asked.push({ id, query });
          return page([41, 42], 41);
        },
      },
    },
  } as never;
}

/** What the loader threw: a page answer (`data(...)` or a redirect), never a fault. */
async function thrownBy(run: () => Promise<unknown>): Promise<unknown> {
  try {
    await run();
  } catch (thrown) {
    return thrown;
  }
  throw new Error("the loader answered instead of throwing");
}

describe("/mensajes/{id} loader", () => {
  it("asks for the newest page, or with ?antes= for the page before it", async () => {
    const asked: unknown[] = [];
    const context = contextAsking(asked);
    await loader({
      request: new Request("http://sitio.test/mensajes/7"),
      params: { id: "7" },
      context,
    } as never);
    await loader({
      request: new Request("http://sitio.test/mensajes/7.data?antes=41"),
      params: { id: "7" },
      context,
    } as never);
    expect(asked).toEqual([
      { id: 7, query: {} },
      { id: 7, query: { before: 41 } },
    ]);
  });

  it("answers 404 to a cursor or id no column can hold", async () => {
    const asked: unknown[] = [];
    for (const [url, id] of [
      ["http://sitio.test/mensajes/7?antes=abc", "7"],
      ["http://sitio.test/mensajes/7?antes=2147483648", "7"],
      ["http://sitio.test/mensajes/2147483648", "2147483648"],
    ] as const) {
      const thrown = await thrownBy(() =>
        loader({
          request: new Request(url),
          params: { id },
          context: contextAsking(asked),
        } as never),
      );
      expect(thrown, url).toMatchObject({ type: "DataWithResponseInit", init: { status: 404 } });
    }
    expect(asked).toEqual([]);
  });

  it("sends an anonymous visitor to login", async () => {
    const anonymous = { viewer: async () => null } as never;
    const thrown = await thrownBy(() =>
      loader({
        request: new Request("http://sitio.test/mensajes/7"),
        params: { id: "7" },
        context: anonymous,
      } as never),
    );
    expect(thrown).toBeInstanceOf(Response);
    expect(thrown instanceof Response && thrown.status).toBe(302);
    expect(thrown instanceof Response && thrown.headers.get("Location")).toBe(
      "/login?returnUrl=%2Fmensajes%2F7",
    );
  });
});

describe("the conversation page", () => {
  function render(data: ReturnType<typeof page>) {
    const Stub = createRoutesStub([
      { path: "/mensajes/:id", Component: Conversation as never, loader: () => data },
    ]);
    return renderToStaticMarkup(
      <Stub initialEntries={["/mensajes/7"]} hydrationData={{ loaderData: { "0": data } }} />,
    );
  }

  it("shows the newest messages last and offers the older ones", () => {
    const html = render(page([41, 42, 43], 41));
    expect(html.indexOf("Mensaje 41")).toBeLessThan(html.indexOf("Mensaje 43"));
    expect(html).toContain("Cargar mensajes anteriores");
    expect(html).toContain('href="/mensajes/7?antes=41"');
  });

  it("offers nothing older at the start of the conversation", () => {
    expect(render(page([1, 2], null))).not.toContain("Cargar mensajes anteriores");
  });
});

describe("mergeById", () => {
  it("joins pages in id order without repeating a message", () => {
    const merged = mergeById([message(3), message(1)], [message(2), message(3, true)]);
    expect(merged.map((m) => m.id)).toEqual([1, 2, 3]);
    expect(merged[2]!.mine).toBe(true);
  });
});
