// The composition root's wiring: plugs each port (server/ports.ts) a lower module owns into the
// higher module that implements it, so every import points down (issue 33; the layering is in
// README's Architecture section and tests/integration/architecture/import-cycles.test.ts checks it).
// Loaded once per process by server/services.ts, before any request or job runs.
import * as accountsPorts from './modules/accounts/ports.ts';
import { userWantsEmail } from './modules/accounts/email-preferences.ts';
import { findUserForQuery } from './modules/accounts/accounts.service.ts';
import { auditImpersonation } from './modules/admin/impersonation.ts';
import { memberScope } from './modules/team/member-gate.ts';
import * as billingPorts from './modules/billing/ports.ts';
import { aspectRulesFor } from './modules/catalog/catalog.service.ts';
import { getFamilies } from './modules/inventory/families.service.ts';
import { updateItem } from './modules/inventory/inventory.service.ts';
import * as channelPorts from './channels/ports.ts';
import { registeredChannels } from './channels/registry.ts';
import * as connectionsPorts from './modules/connections/ports.ts';
import { pruneExpiredOAuthStates } from './modules/connections/prune.ts';
import * as emailPorts from './modules/email/ports.ts';
import * as graphqlBuilder from './graphql/builder.ts';
import * as graphqlViewer from './graphql/viewer.ts';
import * as inventoryPorts from './modules/inventory/ports.ts';
import { onCatalogArrived } from './modules/listing-actions/catalog-wait.service.ts';
import { onChildrenLeaving } from './modules/listing-actions/family-leave.service.ts';
import { onChildrenJoining } from './modules/listing-actions/family-join.service.ts';
import { clearSetup, readCategorySuggestions, readSetup, saveCategorySuggestions, saveSetup } from './modules/listing-content/channel-memory.service.ts';
import { fillSpecifics } from './modules/listing-content/fill-specifics.service.ts';
import { itemsInOnbuyQueue, resolveOnbuyProducts } from './modules/listing-content/onbuy-product-match.service.ts';
import { onItemsChanged, onPlanChanged, onSettingsChangedIn } from './modules/listing-sync/sync-triggers.ts';

// GraphQL: the User row for a field, and the audit of an admin's impersonation (the builder's `owner` scope).
graphqlViewer.findUserForQuery.implement(findUserForQuery);
graphqlBuilder.auditImpersonation.implement(auditImpersonation);
graphqlBuilder.memberScope.implement(memberScope);

// Accounts: settings saved → listing sync; OAuth states pruned with the security records → connections.
accountsPorts.onSettingsChanged.implement(onSettingsChangedIn);
accountsPorts.pruneExpiredOAuthStates.implement(pruneExpiredOAuthStates);

// Email: whether a user takes optional mail → accounts.
emailPorts.userWantsEmail.implement(userWantsEmail);

// Billing: a plan changed → listing sync.
billingPorts.onPlanChanged.implement(onPlanChanged);

// Inventory: items changed → listing sync; catalogue data arrived → listing actions.
inventoryPorts.onItemsChanged.implement(onItemsChanged);
inventoryPorts.onCatalogArrived.implement(onCatalogArrived);
inventoryPorts.onChildrenLeaving.implement(onChildrenLeaving);
inventoryPorts.onChildrenJoining.implement(onChildrenJoining);

// Connections: each registered channel's Linked Platforms view and legacy JSON → its registry entry.
connectionsPorts.channelConnectionViews.implement(() =>
  registeredChannels().flatMap(([code, e]) => (e.linkedPlatform ? [{ code, name: e.name, linkedPlatform: e.linkedPlatform }] : [])),
);

// The channels' registry entries: channel memory, item specifics and OnBuy products → listing
// content; eBay category aspects → catalog.
channelPorts.readCategorySuggestions.implement(readCategorySuggestions);
channelPorts.saveCategorySuggestions.implement(saveCategorySuggestions);
channelPorts.readSetup.implement(readSetup);
channelPorts.saveSetup.implement(saveSetup);
channelPorts.clearSetup.implement(clearSetup);
channelPorts.fillSpecifics.implement(fillSpecifics);
channelPorts.aspectRulesFor.implement(aspectRulesFor);
channelPorts.variationFamilies.implement(getFamilies);
channelPorts.resolveOnbuyProducts.implement(resolveOnbuyProducts);
channelPorts.itemsInOnbuyQueue.implement(itemsInOnbuyQueue);
channelPorts.updateItem.implement(updateItem);
