import { parseCookies, serializeSignedCookie } from "better-call";
import { describe, expect, it } from "vitest";
import { cookieValue, verifiedToken } from "./session-cookie.ts";

const SECRET = "secreto-de-pruebas-con-longitud-suficiente-123";
const NAME = "mv.session_token";

/** The Cookie header a browser sends back for a cookie better-call signed. */
async function signedCookie(token: string, secret = SECRET) {
  const setCookie = await serializeSignedCookie(NAME, token, secret, { path: "/" });
  return setCookie.split(";")[0]!;
}

describe("cookieValue (better-call's reading of a Cookie header)", () => {
  const headers = [
    "mv.session_token=abc.def%3D; otra=1",
    "otra=1;mv.session_token=abc",
    'mv.session_token="entre comillas"',
    "mv.session_token=primera; mv.session_token=segunda",
    "roto; mv.session_token=valor",
    "mv.session_token=%E0%A4%A",
    "sin-igual",
    "",
    "x=1; ;mv.session_token = con espacios ",
    "a;b; mv.session_token=tras-dos-sin-igual",
    "sin;mv.session_token=justo-despues",
    "mv.session_token",
    "otra=1; mv.session_token",
    "mv.session_token=; mv.session_token=segunda",
    "=x; mv.session_token=tras-un-nombre-vacio",
    "x=1;;mv.session_token=2",
  ];
  it.each(headers)("reads %j as better-call does", (header) => {
    expect(cookieValue(header, NAME)).toBe(parseCookies(header).get(NAME));
  });
});

describe("verifiedToken", () => {
  it("accepts the value of a cookie better-call signed, and answers its token", async () => {
    const header = await signedCookie("tokenDeSesion123");
    expect(verifiedToken(cookieValue(header, NAME)!, SECRET)).toBe("tokenDeSesion123");
  });

  it("refuses another secret, a changed token, a changed signature and a bad shape", async () => {
    const value = cookieValue(await signedCookie("tokenDeSesion123"), NAME)!;
    const [token, signature] = [
      value.slice(0, value.lastIndexOf(".")),
      value.slice(value.lastIndexOf(".") + 1),
    ];
    expect(verifiedToken(value, `${SECRET}x`)).toBeUndefined();
    expect(verifiedToken(`${token}x.${signature}`, SECRET)).toBeUndefined();
    const flipped = (signature[0] === "A" ? "B" : "A") + signature.slice(1);
    expect(verifiedToken(`${token}.${flipped}`, SECRET)).toBeUndefined();
    expect(verifiedToken(`${token}.${signature.slice(0, -1)}`, SECRET)).toBeUndefined();
    expect(verifiedToken(`${token}.${signature.slice(0, 43)}A`, SECRET)).toBeUndefined();
    expect(verifiedToken(token, SECRET)).toBeUndefined();
    expect(verifiedToken(`.${signature}`, SECRET)).toBeUndefined();
  });
});
