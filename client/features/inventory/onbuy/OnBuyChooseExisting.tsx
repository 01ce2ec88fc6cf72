import { useEffect, useRef, useState } from 'react';
import { Alert, Button, Field, HStack, Input, Link, Stack, Text } from '@chakra-ui/react';
import { ItemThumb } from '../ItemThumb.tsx';
import { graphql, useFragment, useRelayEnvironment } from 'react-relay';
import type { OnBuyChooseExisting_item$key } from '../../../__generated__/OnBuyChooseExisting_item.graphql.ts';
import { useChooseOnbuyProductMutation } from './mutations/ChooseOnbuyProductMutation.ts';
import { searchIntent, searchOnbuyProducts, TOO_SHORT, type OnbuyProductHit } from './OnBuyProductSearch.ts';
import { useMay } from '../../../components/accountAccess.tsx';

const DEBOUNCE_MS = 500;

/**
 * The 'Choose Existing' tab of 'OnBuy Settings' (spec 001 §2.12, §5): OnBuy's catalogue searched by
 * name or code (3 characters at least), the item's EAN/UPC tried first when the box is empty;
 * choosing a product stores its code and page (onbuy_product_code, onbuy_product_url) on the item.
 */
export function OnBuyChooseExisting({ itemRef, userId }: { itemRef: OnBuyChooseExisting_item$key; userId: string }) {
  // A member whose role may not choose the item's OnBuy product sees the results, not a Choose they could not use.
  const mayChoose = useMay()('chooseOnbuyProduct', 'ONBUY');
  const item = useFragment(
    graphql`
      fragment OnBuyChooseExisting_item on InventoryItem {
        id
        onbuyProductCode
        onbuyProductUrl
      }
    `,
    itemRef,
  );
  const env = useRelayEnvironment();
  const [choose, choosing] = useChooseOnbuyProductMutation();
  const [text, setText] = useState('');
  const [searched, setSearched] = useState<{ query: string | null; field: string | null } | null>(null);
  const [products, setProducts] = useState<OnbuyProductHit[]>([]);
  const [message, setMessage] = useState<string | null>(null);
  const [loading, setLoading] = useState(false);
  const [alert, setAlert] = useState<string | null>(null);
  const seq = useRef(0);

  useEffect(() => {
    const intent = searchIntent(text);
    if (intent === 'too-short') {
      seq.current++;
      setProducts([]);
      setSearched(null);
      setLoading(false);
      return setMessage(TOO_SHORT);
    }
    const mine = ++seq.current;
    const timer = setTimeout(
      () => {
        setLoading(true);
        searchOnbuyProducts(env, userId, item.id, text)
          .then((r) => {
            if (mine !== seq.current) return;
            if ('message' in r) {
              setProducts([]);
              setSearched(null);
              return setMessage(r.message);
            }
            setMessage(null);
            setSearched({ query: r.query, field: r.field });
            setProducts(r.products);
          })
          .finally(() => mine === seq.current && setLoading(false));
      },
      intent === 'item' ? 0 : DEBOUNCE_MS,
    );
    return () => clearTimeout(timer);
  }, [text, env, userId, item.id]);

  function pick(p: OnbuyProductHit) {
    setAlert(null);
    choose({
      variables: { userId, input: { itemId: item.id, opc: p.opc } },
      onCompleted: (r) => {
        if (r.chooseOnbuyProduct.__typename !== 'ChooseOnbuyProductSuccess')
          setAlert(('message' in r.chooseOnbuyProduct ? r.chooseOnbuyProduct.message : null) ?? 'Something went wrong.');
      },
      onError: () => setAlert('Something went wrong.'),
    });
  }

  return (
    <Stack gap="4" data-testid="onbuy-choose-existing">
      <Text data-testid="onbuy-chosen-product">
        {item.onbuyProductCode ? (
          <>
            OnBuy product:{' '}
            {item.onbuyProductUrl ? (
              <Link href={item.onbuyProductUrl} target="_blank" rel="noopener noreferrer" colorPalette="brand">
                {item.onbuyProductCode}
              </Link>
            ) : (
              item.onbuyProductCode
            )}
          </>
        ) : (
          'No OnBuy product chosen'
        )}
      </Text>
      <Field.Root>
        <Field.Label>Search OnBuy products</Field.Label>
        <Input type="search" placeholder="Product name, EAN/UPC or OPC" value={text} onChange={(e) => setText(e.target.value)} />
        {!text.trim() && searched?.field === 'PRODUCT_CODE' && <Field.HelperText>{`Products with this item's code ${searched.query}`}</Field.HelperText>}
      </Field.Root>
      {message && (
        <Text fontSize="sm" color="fg.muted" role="status">
          {message}
        </Text>
      )}
      {alert && (
        <Alert.Root status="error" role="alert">
          <Alert.Indicator />
          <Alert.Title>{alert}</Alert.Title>
        </Alert.Root>
      )}
      {loading && (
        <Text fontSize="sm" color="fg.muted">
          Searching OnBuy...
        </Text>
      )}
      {!loading && !message && searched && products.length === 0 && (
        <Text fontSize="sm" color="fg.muted">
          {searched.query ? 'No OnBuy products found' : 'This item has no EAN or UPC: search OnBuy by name or code'}
        </Text>
      )}
      {products.length > 0 && (
        <Stack as="ul" gap="2" listStyleType="none" aria-label="OnBuy products">
          {products.map((p) => {
            const chosen = p.opc === item.onbuyProductCode;
            return (
              <HStack as="li" key={p.opc} gap="3" p="2" borderWidth="1px" rounded="md" bg={chosen ? 'brand.subtle' : undefined}>
                <ItemThumb url={p.thumbnailSrc} />
                <Stack gap="0" flex="1" minW="0">
                  <Text fontWeight="semibold" lineClamp={2}>
                    {p.name}
                  </Text>
                  <Text fontSize="xs" color="fg.muted">
                    {[`OPC ${p.opc}`, p.brandName, p.productCodes.join(', ')].filter(Boolean).join(' · ')}
                  </Text>
                </Stack>
                <Button
                  size="sm"
                  colorPalette="brand"
                  variant={chosen ? 'subtle' : 'solid'}
                  disabled={chosen || choosing || !mayChoose}
                  onClick={() => pick(p)}
                  aria-label={chosen ? `${p.opc} chosen` : `Choose ${p.opc}`}
                >
                  {chosen ? 'Chosen' : 'Choose'}
                </Button>
              </HStack>
            );
          })}
        </Stack>
      )}
    </Stack>
  );
}
