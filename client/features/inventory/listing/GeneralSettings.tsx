import { Stack } from '@chakra-ui/react';
import { CollapsibleCard } from './CollapsibleCard.tsx';
import { DescriptionEditor } from './DescriptionEditor.tsx';
import { ImageListEditor } from './ImageListEditor.tsx';
import type { ListingDraft } from './listingDraft.ts';
import { ProductDetailsEditor } from './ProductDetailsEditor.tsx';
import { StringListEditor } from './StringListEditor.tsx';

/** Spec 001 §2.12 'General Settings': description, image URLs, product details, features. */
export function GeneralSettings({
  draft,
  previews,
  onChange,
}: {
  draft: ListingDraft;
  /** Image link → the URL to show it from (ImageListEditor). */
  previews?: ReadonlyMap<string, string>;
  onChange: (change: Partial<ListingDraft>) => void;
}) {
  return (
    <CollapsibleCard title="General Settings">
      <Stack gap="6">
        <DescriptionEditor value={draft.description} onChange={(description) => onChange({ description })} />
        <ImageListEditor values={draft.images} previews={previews} onChange={(images) => onChange({ images })} />
        <ProductDetailsEditor values={draft.productDetails} onChange={(productDetails) => onChange({ productDetails })} />
        <StringListEditor
          label="Features"
          itemLabel="Feature"
          addLabel="Add feature"
          values={draft.featureBullets}
          onChange={(featureBullets) => onChange({ featureBullets })}
        />
      </Stack>
    </CollapsibleCard>
  );
}
