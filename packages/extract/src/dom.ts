/**
 * The part of the DOM the extraction reads, so one extraction serves a browser's `document` (the extension,
 * on the live page) and a document parsed in Node (parse-html.ts, for the server). Both fit these shapes as
 * they are. The extraction only reads: it never changes the document it is given.
 */
export interface DomNode {
  readonly nodeType: number;
  readonly textContent: string | null;
  readonly childNodes: ArrayLike<DomNode>;
}

export interface DomParent extends DomNode {
  querySelector(selectors: string): DomElement | null;
  querySelectorAll(selectors: string): ArrayLike<DomElement>;
}

export interface DomElement extends DomParent {
  readonly parentElement: DomElement | null;
  readonly nextElementSibling: DomElement | null;
  getAttribute(name: string): string | null;
  matches(selectors: string): boolean;
  closest(selectors: string): DomElement | null;
}

export interface DomDocument extends DomParent {
  /** Only for inert `<template>` elements, which read HTML from structured data without running it. */
  createElement(tagName: 'template'): { innerHTML: string; readonly content: DomNode };
}

const ELEMENT_NODE = 1;
const TEXT_NODE = 3;
const CDATA_SECTION_NODE = 4;

function isElement(node: DomNode): node is DomElement {
  return node.nodeType === ELEMENT_NODE;
}

/**
 * The node's text, as `textContent` gives it, leaving out the elements that match `without` and everything
 * in them. It also reads a template's content, whose `textContent` some DOMs (linkedom) leave null.
 */
export function textOf(node: DomNode, without?: string): string {
  let text = '';
  for (const child of Array.from(node.childNodes)) {
    if (isElement(child)) {
      if (!without || !child.matches(without)) text += textOf(child, without);
    } else if (child.nodeType === TEXT_NODE || child.nodeType === CDATA_SECTION_NODE) {
      text += child.textContent ?? '';
    }
  }
  return text;
}

/** The text of an HTML snippet from structured data (a Shopify description): parsed inert, never rendered. */
export function textOfHtml(document: DomDocument, html: string): string {
  if (!html) return '';
  const template = document.createElement('template');
  template.innerHTML = html;
  return textOf(template.content);
}
