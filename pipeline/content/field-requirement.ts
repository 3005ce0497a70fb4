import { z } from "zod";

// docs/product.md#content: every content error says whether the field is required or optional. The
// schema knows: a field is optional when it accepts nothing at all (optional, or with a default).

type AnySchema = z.core.$ZodType;
type Def = { type: string; [key: string]: unknown };

const defOf = (schema: AnySchema) => schema._zod.def as unknown as Def;

/** Through the wrappers that do not change what a field holds: a transform's input, optional, default. */
function unwrap(schema: AnySchema): AnySchema {
  let current = schema;
  for (;;) {
    const def = defOf(current);
    if (def.type === "pipe") current = def.in as AnySchema;
    else if (["optional", "default", "prefault", "nullable", "readonly", "catch"].includes(def.type))
      current = def.innerType as AnySchema;
    else return current;
  }
}

/** The schema of one segment inside `schema`: an object's field or an array's items, through unions. */
function childOf(schema: AnySchema, segment: PropertyKey): AnySchema | undefined {
  const def = defOf(unwrap(schema));
  if (def.type === "object" && typeof segment === "string") return (def.shape as Record<string, AnySchema>)[segment];
  if (def.type === "array" && typeof segment === "number") return def.element as AnySchema;
  if (def.type === "union") {
    for (const option of def.options as AnySchema[]) {
      const child = childOf(option, segment);
      if (child) return child;
    }
  }
  return undefined;
}

/** 'required' or 'optional' for the field at `path`, or undefined where the schema does not say (a whole file). */
export function requirementOf(schema: AnySchema, path: readonly PropertyKey[]): "required" | "optional" | undefined {
  if (path.length === 0) return undefined;
  let field: AnySchema | undefined = schema;
  for (const segment of path) {
    field = field && childOf(field, segment);
    if (!field) return undefined;
  }
  return z.safeParse(field, undefined).success ? "optional" : "required";
}
