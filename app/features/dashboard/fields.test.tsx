import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { CheckboxField } from "../../components/forms/panel-fields.tsx";
import { AVAILABLE_TODAY_FROM_AGENDA } from "./tabs/profile-tab.tsx";

describe("CheckboxField", () => {
  it("ties a hint to the box and can be greyed out", () => {
    const html = renderToStaticMarkup(
      <CheckboxField
        label="Disponible hoy"
        checked
        onChange={() => {}}
        disabled
        hint={AVAILABLE_TODAY_FROM_AGENDA}
      />,
    );
    const describedBy = /aria-describedby="([^"]+)"/.exec(html)?.[1];
    expect(describedBy).toBeDefined();
    expect(html).toContain(`id="${describedBy}"`);
    expect(html).toContain("disabled");
    expect(html).toContain("se muestra solo cuando te quedan horarios libres hoy");
  });

  it("has no description and stays enabled without them", () => {
    const html = renderToStaticMarkup(
      <CheckboxField label="Ofrezco teleconsulta" checked={false} onChange={() => {}} />,
    );
    expect(html).not.toContain("aria-describedby");
    expect(html).not.toContain("disabled");
  });
});
