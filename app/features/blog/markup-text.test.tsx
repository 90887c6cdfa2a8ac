import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { markupToPlainText, parseMarkup } from "../../../common/blog/markup.ts";
import { MarkupText } from "./markup-text.tsx";

const render = (text: string) => renderToStaticMarkup(<MarkupText text={text} />);

describe("the blog's simple markup", () => {
  it("renders bold, italic and line breaks", () => {
    expect(render("Llama al **911** y *no manejes*.\nSegunda línea")).toBe(
      'Llama al <strong class="font-semibold text-gray-900">911</strong> y <em>no manejes</em>.<br/>Segunda línea',
    );
  });

  it("allows italics inside bold", () => {
    expect(parseMarkup("**muy *importante* hoy**")).toEqual([
      [
        { text: "muy ", bold: true, italic: false },
        { text: "importante", bold: true, italic: true },
        { text: " hoy", bold: true, italic: false },
      ],
    ]);
  });

  it("keeps unmatched or spaced asterisks as text", () => {
    expect(markupToPlainText("2 * 3 * 4 y **sin cerrar")).toBe("2 * 3 * 4 y **sin cerrar");
  });

  it("never injects HTML: a script or an event handler renders as inert text", () => {
    const html = render('<script>alert("x")</script> **<img src=x onerror=alert(1)>**');
    expect(html).not.toContain("<script>");
    expect(html).not.toContain("<img");
    expect(html).toContain("&lt;script&gt;alert(&quot;x&quot;)&lt;/script&gt;");
    expect(html).toContain("<strong");
    expect(html).toContain("&lt;img src=x onerror=alert(1)&gt;");
  });
});
