import { useState } from 'react';
import { Button, Card, Heading, HStack, Link, SimpleGrid, Stack, Text } from '@chakra-ui/react';
import { Link as RouterLink, useParams } from 'react-router';
import { downloadWithToken } from '../sales/salesShared.tsx';
import { AdvancedSettingsTabs } from './AdvancedSettingsTabs.tsx';
import { ImportEbayListingsDialog } from './ImportEbayListingsDialog.tsx';
import { ImportShopifyListingsDialog } from './ImportShopifyListingsDialog.tsx';
import { UpdateEbayListingsDialog } from './UpdateEbayListingsDialog.tsx';

type Modal = 'ebay-import' | 'shopify-import' | 'ebay-update' | null;

/** A button that downloads a CSV export with the session token (a plain link would not send it). */
function ExportButton({ url, filename, children }: { url: string; filename: string; children: string }) {
  return (
    <Button asChild variant="outline" colorPalette="brand">
      <a href={url} onClick={(e) => downloadWithToken(e, url, filename)} download={filename}>
        {children}
      </a>
    </Button>
  );
}

/**
 * settings/advanced/import (spec 002 §2.13): four cards. Export Listings ('Export Listings', 'Export
 * Recent Additions': ebay_listings.csv), Import Data ('Import eBay Listings', 'Import Shopify
 * Listings' and a help link), Export Sales (ebay_sales.csv, shopify_sales.csv) and Update Data
 * ('Update eBay Listings').
 */
export function ImportExportPage() {
  const { userId = '-' } = useParams();
  const [open, setOpen] = useState<Modal>(null);
  const api = `/api/v1/user/${userId}`;
  const close = () => setOpen(null);
  return (
    <Stack gap="6" maxW="4xl">
      <Heading as="h1" size="2xl">
        Import/Export Data
      </Heading>
      <AdvancedSettingsTabs userId={userId} />
      <SimpleGrid columns={{ base: 1, md: 2 }} gap="6">
        <Card.Root>
          <Card.Header>
            <Card.Title as="h2">Export Listings</Card.Title>
            <Card.Description>Your live eBay listings as a CSV file. Recent additions are the listings added in the last 7 days.</Card.Description>
          </Card.Header>
          <Card.Body>
            <HStack gap="3" wrap="wrap">
              <ExportButton url={`${api}/ebay-listings/export`} filename="ebay_listings.csv">
                Export Listings
              </ExportButton>
              <ExportButton url={`${api}/ebay-listings/export?recent=true`} filename="ebay_listings.csv">
                Export Recent Additions
              </ExportButton>
            </HStack>
          </Card.Body>
        </Card.Root>

        <Card.Root>
          <Card.Header>
            <Card.Title as="h2">Import Data</Card.Title>
            <Card.Description>Link listings you already have on eBay or in your Shopify shop to your Amazon items, by SKU.</Card.Description>
          </Card.Header>
          <Card.Body>
            <Stack gap="3">
              <HStack gap="3" wrap="wrap">
                <Button colorPalette="brand" onClick={() => setOpen('ebay-import')}>
                  Import eBay Listings
                </Button>
                <Button colorPalette="brand" onClick={() => setOpen('shopify-import')}>
                  Import Shopify Listings
                </Button>
              </HStack>
              <Text fontSize="sm" color="fg.muted">
                A .csv or text file, no header: Amazon SKU, then the eBay or Shopify Item Id.{' '}
                <Link asChild colorPalette="brand" textDecoration="underline">
                  <RouterLink to="/help">How importing works</RouterLink>
                </Link>
              </Text>
            </Stack>
          </Card.Body>
        </Card.Root>

        <Card.Root>
          <Card.Header>
            <Card.Title as="h2">Export Sales</Card.Title>
            <Card.Description>Your sales on each channel as a CSV file.</Card.Description>
          </Card.Header>
          <Card.Body>
            <HStack gap="3" wrap="wrap">
              <ExportButton url={`${api}/ebay-sales/export`} filename="ebay_sales.csv">
                Export eBay Sales
              </ExportButton>
              <ExportButton url={`${api}/shopify-sales/export`} filename="shopify_sales.csv">
                Export Shopify Sales
              </ExportButton>
            </HStack>
          </Card.Body>
        </Card.Root>

        <Card.Root>
          <Card.Header>
            <Card.Title as="h2">Update Data</Card.Title>
            <Card.Description>Change the price of eBay listings, or the Amazon item they sell, from a CSV file.</Card.Description>
          </Card.Header>
          <Card.Body>
            <HStack gap="3" wrap="wrap">
              <Button colorPalette="brand" onClick={() => setOpen('ebay-update')}>
                Update eBay Listings
              </Button>
            </HStack>
          </Card.Body>
        </Card.Root>
      </SimpleGrid>
      <ImportEbayListingsDialog open={open === 'ebay-import'} onClose={close} userId={userId} />
      <ImportShopifyListingsDialog open={open === 'shopify-import'} onClose={close} userId={userId} />
      <UpdateEbayListingsDialog open={open === 'ebay-update'} onClose={close} userId={userId} />
    </Stack>
  );
}
