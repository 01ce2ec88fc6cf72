import { useState } from 'react';
import { Button, Card, Heading, HStack, Stack, Text } from '@chakra-ui/react';
import { useParams } from 'react-router';
import { AdvancedSettingsTabs } from './AdvancedSettingsTabs.tsx';
import { ImportShopifyListingsDialog } from './ImportShopifyListingsDialog.tsx';

/**
 * settings/advanced/import (spec 002 §2.13). Built so far: the Import Data card's 'Import Shopify
 * Listings'. The eBay import and update modals and the export cards belong to the eBay and sales issues.
 */
export function ImportExportPage() {
  const { userId = '-' } = useParams();
  const [open, setOpen] = useState(false);
  return (
    <Stack gap="6" maxW="3xl">
      <Heading as="h1" size="2xl">
        Import/Export Data
      </Heading>
      <AdvancedSettingsTabs userId={userId} />
      <Card.Root>
        <Card.Header>
          <Card.Title as="h2">Import Data</Card.Title>
          <Card.Description>Link listings you already have in your Shopify shop to your Amazon items, by SKU.</Card.Description>
        </Card.Header>
        <Card.Body>
          <HStack gap="3" wrap="wrap">
            <Button colorPalette="brand" onClick={() => setOpen(true)}>
              Import Shopify Listings
            </Button>
            <Text fontSize="sm" color="fg.muted">
              A .csv or text file, no header: Amazon SKU, Shopify Item Id.
            </Text>
          </HStack>
        </Card.Body>
      </Card.Root>
      <ImportShopifyListingsDialog open={open} onClose={() => setOpen(false)} userId={userId} />
    </Stack>
  );
}
