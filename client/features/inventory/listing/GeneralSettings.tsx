import { Button, Card, Collapsible, Heading, Stack } from '@chakra-ui/react';
import { DescriptionEditor } from './DescriptionEditor.tsx';
import { ImageListEditor } from './ImageListEditor.tsx';
import type { ListingDraft } from './listingDraft.ts';
import { ProductDetailsEditor } from './ProductDetailsEditor.tsx';
import { StringListEditor } from './StringListEditor.tsx';

/** Spec 001 §2.12 'General Settings': description, image URLs, product details, features. */
export function GeneralSettings({ draft, onChange }: { draft: ListingDraft; onChange: (change: Partial<ListingDraft>) => void }) {
  return (
    <Card.Root>
      <Collapsible.Root defaultOpen>
        <Card.Header>
          <Heading as="h2" size="md">
            <Collapsible.Trigger asChild>
              <Button variant="ghost" px="1" size="md" fontSize="inherit" fontWeight="inherit">
                General Settings
              </Button>
            </Collapsible.Trigger>
          </Heading>
        </Card.Header>
        <Collapsible.Content>
          <Card.Body>
            <Stack gap="6">
              <DescriptionEditor value={draft.description} onChange={(description) => onChange({ description })} />
              <ImageListEditor values={draft.images} onChange={(images) => onChange({ images })} />
              <ProductDetailsEditor values={draft.productDetails} onChange={(productDetails) => onChange({ productDetails })} />
              <StringListEditor
                label="Features"
                itemLabel="Feature"
                addLabel="Add feature"
                values={draft.featureBullets}
                onChange={(featureBullets) => onChange({ featureBullets })}
              />
            </Stack>
          </Card.Body>
        </Collapsible.Content>
      </Collapsible.Root>
    </Card.Root>
  );
}
