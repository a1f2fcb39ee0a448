/**
 * One of index.html's JSON data blocks (`<script type="application/json" id=…>`, never executed), which the build
 * writes for the early script (scripts/early-hints-plugin.cjs): its value, or undefined when it is missing or
 * broken. Each reader checks the shape it expects.
 */
export function readDataBlock(id: string, doc: Document = document): unknown {
  try {
    const text = doc.getElementById(id)?.textContent;
    return text ? (JSON.parse(text) as unknown) : undefined;
  } catch {
    return undefined;
  }
}
