/** An Amazon variation theme's attribute as a seller reads it, and eBay (aspect) and Shopify (option) name it: color → Color, size_name → Size Name. */
export function attributeLabel(attribute: string): string {
  return attribute
    .split('_')
    .map((w) => (w ? w[0]!.toUpperCase() + w.slice(1) : w))
    .join(' ');
}
