import { createContext } from "react";

/**
 * The site's whole stylesheet as text (about 8 KB once compressed), written into each page's
 * head by the server so the first paint waits for no other file (issue #19 item 5). Only the
 * server entry provides it: in the browser the context is empty and React adopts the <style>
 * already in the document (matched by its href) instead of writing it again.
 */
export const InlineStylesheet = createContext("");

/** The key React matches the inlined <style> by, on the server and in the browser. */
export const INLINE_STYLESHEET_HREF = "app-css";
