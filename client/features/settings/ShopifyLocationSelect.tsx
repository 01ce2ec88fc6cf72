import { Component, Suspense, type ReactNode } from 'react';
import { Field, NativeSelect, Text } from '@chakra-ui/react';
import { usePreloadedQuery, type PreloadedQuery } from 'react-relay';
import type { ShopifyLocationSelectQuery } from '../../__generated__/ShopifyLocationSelectQuery.graphql.ts';
import { shopifyLocationSelectQuery } from './ShopifyLocationSelectQuery.ts';
import { locationLabel } from './shopifySettingsForm.ts';

interface Props {
  /** The route's preloaded locations query (loaders.ts). */
  queryRef: PreloadedQuery<ShopifyLocationSelectQuery>;
  value: string;
  onChange: (id: string) => void;
}

/** The shop's locations, preloaded beside the page's query (not with it: Shopify is slower). */
function LocationOptions({ queryRef, value, onChange }: Props) {
  const data = usePreloadedQuery<ShopifyLocationSelectQuery>(shopifyLocationSelectQuery, queryRef);
  const locations = data.user?.shopifyLocations ?? null;
  if (!locations) return <LocationsError value={value} />;
  return (
    <NativeSelect.Root size="sm" maxW="sm">
      <NativeSelect.Field
        aria-label="Preferred Location"
        value={locations.some((l) => l.id === value) ? value : ''}
        onChange={(e) => onChange(e.currentTarget.value)}
        bg="bg"
      >
        <option value="">Unspecified</option>
        {locations.map((l) => (
          <option key={l.id} value={l.id}>
            {l.name}
          </option>
        ))}
      </NativeSelect.Field>
      <NativeSelect.Indicator />
    </NativeSelect.Root>
  );
}

/** A failed request for the locations shows the spec's message instead of the page's error. */
class LocationsErrorBoundary extends Component<{ children: ReactNode; fallback: ReactNode }, { failed: boolean }> {
  override state = { failed: false };
  static getDerivedStateFromError() {
    return { failed: true };
  }
  override render() {
    return this.state.failed ? this.props.fallback : this.props.children;
  }
}

function LocationsError({ value }: { value: string }) {
  return (
    <>
      <Text fontSize="sm">{locationLabel(value, null)}</Text>
      <Text role="alert" fontSize="sm" color="fg.error">
        Error loading locations
      </Text>
    </>
  );
}

/** Spec 002 §2.4's preferred_location: a location of the shop, 'Unspecified' if unknown, 'Error loading locations'. */
export function ShopifyLocationSelect(props: Props) {
  return (
    <Field.Root>
      <Field.Label fontSize="sm">Preferred Location</Field.Label>
      <Field.HelperText>Where ListBridge keeps the stock of the products it lists.</Field.HelperText>
      <LocationsErrorBoundary fallback={<LocationsError value={props.value} />}>
        <Suspense fallback={<Text fontSize="sm">Loading locations...</Text>}>
          <LocationOptions {...props} />
        </Suspense>
      </LocationsErrorBoundary>
    </Field.Root>
  );
}
