import { Card, Tabs } from '@chakra-ui/react';
import { graphql, useFragment } from 'react-relay';
import type { OnBuySettings_item$key } from '../../../__generated__/OnBuySettings_item.graphql.ts';
import { OnBuyChooseExisting } from './OnBuyChooseExisting.tsx';
import { OnBuyCreateNew } from './OnBuyCreateNew.tsx';

/**
 * The listing view's 'OnBuy Settings' section (spec 001 §2.12): the tabs 'Choose Existing' and
 * 'Create New'; 'Create New' opens by default when the item has a queue id (§4).
 */
export function OnBuySettings({ itemRef, userId }: { itemRef: OnBuySettings_item$key; userId: string }) {
  const item = useFragment(
    graphql`
      fragment OnBuySettings_item on InventoryItem {
        onbuySettingsTab
        ...OnBuyChooseExisting_item
        ...OnBuyCreateNew_item
      }
    `,
    itemRef,
  );
  return (
    <Card.Root as="section" aria-labelledby="onbuy-settings-title">
      <Card.Header>
        <Card.Title as="h2" id="onbuy-settings-title">
          OnBuy Settings
        </Card.Title>
      </Card.Header>
      <Card.Body>
        <Tabs.Root defaultValue={item.onbuySettingsTab === 'CREATE' ? 'create' : 'choose'} variant="line" lazyMount>
          <Tabs.List>
            <Tabs.Trigger value="choose">Choose Existing</Tabs.Trigger>
            <Tabs.Trigger value="create">Create New</Tabs.Trigger>
          </Tabs.List>
          <Tabs.Content value="choose">
            <OnBuyChooseExisting itemRef={item} userId={userId} />
          </Tabs.Content>
          <Tabs.Content value="create">
            <OnBuyCreateNew itemRef={item} userId={userId} />
          </Tabs.Content>
        </Tabs.Root>
      </Card.Body>
    </Card.Root>
  );
}
