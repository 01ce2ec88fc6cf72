// Admin user page (spec 002 §2.16): 'Admin User Page' with the email, User Info, Stripe, eBay,
// Shopify, OnBuy, the controls with their confirmations and the toasts of spec 002 §8, and the
// admin audit log.
import { Badge, Box, Button, Code, Field, Flex, Heading, HStack, Input, Link, SimpleGrid, Spinner, Stack, Table, Text } from '@chakra-ui/react';
import { type ReactNode, Suspense, useState } from 'react';
import { graphql, type PreloadedQuery, useMutation, usePreloadedQuery, useRefetchableFragment } from 'react-relay';
import { Link as RouterLink, useLoaderData } from 'react-router';
import type { GraphQLTaggedNode, MutationParameters } from 'relay-runtime';
import type { AdminUserPage_query$data, AdminUserPage_query$key } from '../../__generated__/AdminUserPage_query.graphql.ts';
import type { AdminUserPageQuery } from '../../__generated__/AdminUserPageQuery.graphql.ts';
import type { AdminUserPageRefetchQuery } from '../../__generated__/AdminUserPageRefetchQuery.graphql.ts';
import { toaster } from '../../components/ui/toaster.tsx';
import { NotFoundPage } from '../../components/NotFoundPage.tsx';
import { ConfirmDialog } from '../billing/ConfirmDialog.tsx';
import { AdminSection as Section } from './AdminSection.tsx';
import { adminErrorText, adminTime } from './format.ts';
import { adminUserPageQuery } from './AdminUserPageQuery.ts';
import type { adminUserLoader } from './loaders.ts';
import { connectionStatusWord, subscriptionStatusWord } from '../../../shared/status-words.ts';

const STRIPE_CUSTOMER_URL = 'https://dashboard.stripe.com/customers/';

const updateEmailMutation = graphql`
  mutation AdminUserPageUpdateEmailMutation($userId: String!, $newEmail: String!) {
    adminUpdateEmail(userId: $userId, newEmail: $newEmail) {
      __typename
      ... on Error {
        message
      }
    }
  }
`;
const removeEbayMutation = graphql`
  mutation AdminUserPageRemoveEbayMutation($userId: String!) {
    adminRemoveEbayAuth(userId: $userId) {
      __typename
      ... on Error {
        message
      }
    }
  }
`;
const removeShopifyMutation = graphql`
  mutation AdminUserPageRemoveShopifyMutation($userId: String!) {
    adminRemoveShopifyAuth(userId: $userId) {
      __typename
      ... on Error {
        message
      }
    }
  }
`;
const markMutation = graphql`
  mutation AdminUserPageMarkMutation($userId: String!, $mark: Boolean!) {
    adminMarkForDeletion(userId: $userId, mark: $mark) {
      __typename
      ... on Error {
        message
      }
    }
  }
`;
const debugMutation = graphql`
  mutation AdminUserPageDebugMutation($userId: String!, $enable: Boolean!) {
    adminSetUserDebug(userId: $userId, enable: $enable) {
      __typename
      ... on Error {
        message
      }
    }
  }
`;
const emailsMutation = graphql`
  mutation AdminUserPageEmailsMutation($userId: String!, $disable: Boolean!) {
    adminSetEmailsDisabled(userId: $userId, disable: $disable) {
      __typename
      ... on Error {
        message
      }
    }
  }
`;
const stripeMutation = graphql`
  mutation AdminUserPageStripeMutation($userId: String!) {
    adminRefreshStripeCustomer(userId: $userId) {
      __typename
      ... on Error {
        message
      }
    }
  }
`;

/** A mutation whose result is AdminUser or an Error member: toast `done` or the error, then refetch. */
function useAdminAction<M extends MutationParameters>(node: GraphQLTaggedNode, refetch: () => void) {
  const [commit, busy] = useMutation<M>(node);
  const run = (variables: M['variables'], done: string, after?: () => void) =>
    commit({
      variables,
      onCompleted: (res, errors) => {
        const result = Object.values(res as Record<string, { __typename: string; message?: string } | null>)[0];
        if (errors?.length || !result) toaster.create({ type: 'error', title: errors?.[0]?.message ? adminErrorText(errors[0]) : 'Unknown error' });
        else if (result.__typename !== 'AdminUser') toaster.create({ type: 'error', title: `${result.__typename}: ${result.message ?? ''}` });
        else {
          toaster.create({ type: 'success', title: done });
          after?.();
        }
        refetch();
      },
      onError: (err) => {
        toaster.create({ type: 'error', title: adminErrorText(err) });
      },
    });
  return [run, busy] as const;
}

function Row({ label, children }: { label: string; children: ReactNode }) {
  return (
    <Flex gap="2" wrap="wrap">
      <Text fontWeight="medium" minW="11rem">
        {label}
      </Text>
      <Box minW="0" wordBreak="break-word">
        {children}
      </Box>
    </Flex>
  );
}

const enabled = (on: boolean) => (
  <Badge colorPalette={on ? 'green' : 'gray'} data-testid="sync-flag">
    {on ? 'Enabled' : 'Disabled'}
  </Badge>
);

type Ticket = NonNullable<AdminUserPage_query$data['adminUser']>['supportTickets'][number];

/** An audit entry's outcome when it is not DONE (each control's entry is written before it runs). */
const AUDIT_OUTCOME: Record<string, string> = { failed: 'failed', started: 'not finished' };

const TICKET_STATUS: Record<string, string> = { PENDING: 'Queued', SENT: 'Sent to support', LOGGED: 'Logged (no SMTP)', FAILED: 'Failed to send' };

/** The seller's tickets: subject, date and status; Details opens the text and the screenshots' names. */
function SupportTickets({ tickets }: { tickets: readonly Ticket[] }) {
  const [open, setOpen] = useState<string | null>(null);
  if (tickets.length === 0) return <Text color="fg.muted">No support tickets</Text>;
  return (
    <Stack gap="2" as="ul" listStyleType="none">
      {tickets.map((t) => (
        <Box as="li" key={t.id} borderWidth="1px" borderRadius="md" p="2" data-testid="ticket-row">
          <Flex gap="3" wrap="wrap" align="center">
            <Text fontWeight="medium" flex="1" minW="10rem">
              {t.subject || '(no subject)'}
            </Text>
            <Text fontSize="sm">{adminTime(String(t.createdAt))}</Text>
            <Badge>{TICKET_STATUS[t.status] ?? t.status}</Badge>
            <Button size="xs" variant="ghost" aria-expanded={open === t.id} onClick={() => setOpen(open === t.id ? null : t.id)}>
              {open === t.id ? 'Hide details' : 'Details'}
            </Button>
          </Flex>
          {open === t.id && (
            <Stack gap="2" pt="2" fontSize="sm" data-testid="ticket-details">
              <Row label="From">{t.email}</Row>
              <Row label="More Information">
                <Text whiteSpace="pre-wrap">{t.details || '—'}</Text>
              </Row>
              <Row label="Examples">
                <Text whiteSpace="pre-wrap">{t.examples || '—'}</Text>
              </Row>
              <Row label="Screenshots">
                {t.attachments.length === 0
                  ? 'None'
                  : t.attachments.map((a) => (
                      <Text key={a.id}>
                        {a.filename} ({Math.max(1, Math.round(a.sizeBytes / 1024))} KB)
                      </Text>
                    ))}
              </Row>
            </Stack>
          )}
        </Box>
      ))}
    </Stack>
  );
}

function UserPage({ queryRef }: { queryRef: AdminUserPage_query$key }) {
  const [data, refetch] = useRefetchableFragment<AdminUserPageRefetchQuery, AdminUserPage_query$key>(
    graphql`
      fragment AdminUserPage_query on Query @refetchable(queryName: "AdminUserPageRefetchQuery") {
        adminUser(userId: $userId) {
          userId
          email
          isAdmin
          fullName
          phone
          createdAt
          lastSignInAt
          twoFactorEnabled
          teamMembers {
            email
            role
          }
          tosAcceptedAt
          onboardingFinished
          aiCredits
          markedForDeletion
          userDebug
          emailsDisabled
          percentSaleFee
          itemCount
          salesCount
          amazonSellerId
          amazonMarketplace
          stripeCustomerId
          cardSummary
          subscriptions {
            id
            channel
            planName
            status
            currentPeriodEnd
            trialEnd
            cancelAtPeriodEnd
          }
          ebay {
            status
            authorized
            outdated
            sellername
            siteName
            repricing
            quantitySync
          }
          shopify {
            domain
            username
            authorized
            needsReauth
            pricingSync
            quantitySync
          }
          onbuy {
            status
            consumerKeyHint
            siteNames
            sellerNames
          }
          supportTickets {
            id
            email
            subject
            details
            examples
            createdAt
            status
            attachments {
              id
              filename
              sizeBytes
            }
          }
          auditLog {
            id
            adminEmail
            action
            before
            after
            outcome
            createdAt
          }
        }
      }
    `,
    queryRef,
  );
  // After an action the page reads the user again from the server; the page on screen stays until
  // the answer is in (no spinner in between), as the actions' results carry no id to update it by.
  const reload = () => refetch({}, { fetchPolicy: 'store-and-network' });
  const [newEmail, setNewEmail] = useState('');
  const [confirm, setConfirm] = useState<null | 'email' | 'ebay' | 'shopify'>(null);
  const [updateEmail, updatingEmail] = useAdminAction(updateEmailMutation, reload);
  const [removeEbay, removingEbay] = useAdminAction(removeEbayMutation, reload);
  const [removeShopify, removingShopify] = useAdminAction(removeShopifyMutation, reload);
  const [mark, marking] = useAdminAction(markMutation, reload);
  const [debug, debugging] = useAdminAction(debugMutation, reload);
  const [emails, emailing] = useAdminAction(emailsMutation, reload);
  const [stripe, refreshing] = useAdminAction(stripeMutation, reload);
  const u = data.adminUser;
  if (!u) return <NotFoundPage />;
  const email = u.email || 'No Email';
  return (
    <Stack gap="5">
      <Stack gap="1">
        <Heading as="h1" size="xl">
          Admin User Page
        </Heading>
        <Text fontSize="lg" data-testid="admin-user-email">
          {email}
        </Text>
        <HStack gap="4" wrap="wrap">
          <Link asChild fontWeight="medium">
            <RouterLink to={`/account/${u.userId}/amazon-inventory/`}>Impersonate User</RouterLink>
          </Link>
          <Link asChild>
            <RouterLink to={`/admin/${u.userId}/ebay`}>Ebay Advanced</RouterLink>
          </Link>
          <Link asChild>
            <RouterLink to="/admin/">Back to users</RouterLink>
          </Link>
        </HStack>
      </Stack>

      <SimpleGrid columns={{ base: 1, lg: 2 }} gap="4">
        <Section title="User Info">
          <Row label="User id">
            <Code>{u.userId}</Code>
          </Row>
          <Row label="Email">{email}</Row>
          <Row label="Name">{u.fullName || '—'}</Row>
          <Row label="Phone">{u.phone || '—'}</Row>
          <Row label="Admin">{u.isAdmin ? 'Yes' : 'No'}</Row>
          <Row label="Joined">{adminTime(String(u.createdAt))}</Row>
          <Row label="Last logon">{adminTime(u.lastSignInAt ? String(u.lastSignInAt) : null)}</Row>
          <Row label="Terms accepted">{adminTime(u.tosAcceptedAt ? String(u.tosAcceptedAt) : null)}</Row>
          <Row label="Onboarding">{u.onboardingFinished ? 'Finished' : 'Unfinished'}</Row>
          <Row label="Two-factor">{u.twoFactorEnabled ? 'Enabled' : 'Disabled'}</Row>
          <Row label="Team">
            <Text data-testid="admin-team">{u.teamMembers.map((m) => `${m.email} (${m.role.charAt(0)}${m.role.slice(1).toLowerCase()})`).join(', ')}</Text>
          </Row>
          <Row label="AI credits">{u.aiCredits}</Row>
          <Row label="Items">{u.itemCount}</Row>
          <Row label="Sales">{u.salesCount}</Row>
          <Row label="Percent sale fee">{u.percentSaleFee}</Row>
          <Row label="Amazon">{u.amazonSellerId ? `${u.amazonSellerId}${u.amazonMarketplace ? ` (${u.amazonMarketplace})` : ''}` : 'Not connected'}</Row>
          <Row label="User debug">
            <HStack>
              <Text>{u.userDebug ? 'On' : 'Off'}</Text>
              <Button size="xs" variant="outline" loading={debugging} onClick={() => debug({ userId: u.userId, enable: !u.userDebug }, 'User Debug off')}>
                {u.userDebug ? 'Turn User Debug off' : 'Turn User Debug on'}
              </Button>
            </HStack>
          </Row>
          <Row label="Emails">
            <HStack>
              <Text>{u.emailsDisabled ? 'Disabled' : 'Enabled'}</Text>
              <Button
                size="xs"
                variant="outline"
                loading={emailing}
                onClick={() => emails({ userId: u.userId, disable: !u.emailsDisabled }, u.emailsDisabled ? 'Emails enabled' : 'Emails disabled')}
              >
                {u.emailsDisabled ? 'Enable Emails' : 'Disable Emails'}
              </Button>
            </HStack>
          </Row>
          <Field.Root>
            <Field.Label>Change email</Field.Label>
            <HStack w="full">
              <Input size="sm" type="email" value={newEmail} onChange={(e) => setNewEmail(e.currentTarget.value)} placeholder="new@example.com" />
              <Button size="sm" colorPalette="brand" loading={updatingEmail} onClick={() => newEmail.trim() && setConfirm('email')}>
                Update Email
              </Button>
            </HStack>
          </Field.Root>
          <Box pt="2">
            <Button
              size="sm"
              colorPalette={u.markedForDeletion ? 'gray' : 'red'}
              variant="outline"
              loading={marking}
              onClick={() =>
                mark({ userId: u.userId, mark: !u.markedForDeletion }, u.markedForDeletion ? 'User unmarked for deletion' : 'User marked for deletion')
              }
            >
              {u.markedForDeletion ? 'Unmark for deletion' : 'Mark for deletion'}
            </Button>
          </Box>
        </Section>

        <Section title="Stripe">
          <Row label="Customer">
            {u.stripeCustomerId ? (
              <Link href={`${STRIPE_CUSTOMER_URL}${u.stripeCustomerId}`} target="_blank" rel="noopener noreferrer">
                {u.stripeCustomerId}
              </Link>
            ) : (
              'None'
            )}
          </Row>
          <Row label="Card">{u.cardSummary || 'None'}</Row>
          {u.subscriptions.length === 0 ? (
            <Text color="fg.muted">No subscriptions</Text>
          ) : (
            <Box overflowX="auto">
              <Table.Root size="sm">
                <Table.Header>
                  <Table.Row>
                    <Table.ColumnHeader>Plan</Table.ColumnHeader>
                    <Table.ColumnHeader>Status</Table.ColumnHeader>
                    <Table.ColumnHeader>Period end</Table.ColumnHeader>
                    <Table.ColumnHeader>Trial end</Table.ColumnHeader>
                  </Table.Row>
                </Table.Header>
                <Table.Body>
                  {u.subscriptions.map((s) => (
                    <Table.Row key={s.id}>
                      <Table.Cell>{s.planName}</Table.Cell>
                      <Table.Cell>{subscriptionStatusWord(s.status)}</Table.Cell>
                      <Table.Cell>{adminTime(s.currentPeriodEnd ? String(s.currentPeriodEnd) : null)}</Table.Cell>
                      <Table.Cell>{adminTime(s.trialEnd ? String(s.trialEnd) : null)}</Table.Cell>
                    </Table.Row>
                  ))}
                </Table.Body>
              </Table.Root>
            </Box>
          )}
          <Box>
            <Button size="sm" variant="outline" loading={refreshing} onClick={() => stripe({ userId: u.userId }, 'Stripe info refreshed')}>
              Refresh Stripe Info
            </Button>
          </Box>
        </Section>

        <Section title="eBay">
          {!u.ebay ? (
            <Text color="fg.muted">Not connected</Text>
          ) : (
            <>
              <Row label="Seller">{u.ebay.sellername || '—'}</Row>
              <Row label="Site">{u.ebay.siteName || '—'}</Row>
              <Row label="Status">{u.ebay.outdated ? 'Outdated, needs reauth' : u.ebay.authorized ? 'Authorized' : connectionStatusWord(u.ebay.status)}</Row>
              <Row label="Repricing">{enabled(u.ebay.repricing)}</Row>
              <Row label="Quantity sync">{enabled(u.ebay.quantitySync)}</Row>
              <Box>
                <Button size="sm" colorPalette="red" variant="outline" loading={removingEbay} onClick={() => setConfirm('ebay')}>
                  Remove eBay Auth
                </Button>
              </Box>
            </>
          )}
        </Section>

        <Section title="Shopify">
          {!u.shopify ? (
            <Text color="fg.muted">Not connected</Text>
          ) : (
            <>
              <Row label="Shop">{u.shopify.domain}</Row>
              <Row label="Owner">{u.shopify.username || '—'}</Row>
              <Row label="Status">{u.shopify.needsReauth ? 'Needs reauth' : u.shopify.authorized ? 'Authorized' : 'Not authorized'}</Row>
              <Row label="Pricing sync">{enabled(u.shopify.pricingSync)}</Row>
              <Row label="Quantity sync">{enabled(u.shopify.quantitySync)}</Row>
              <Box>
                <Button size="sm" colorPalette="red" variant="outline" loading={removingShopify} onClick={() => setConfirm('shopify')}>
                  Remove Shopify Auth
                </Button>
              </Box>
            </>
          )}
        </Section>

        <Section title="OnBuy">
          {!u.onbuy ? (
            <Text color="fg.muted">Nothing here ...yet</Text>
          ) : (
            <>
              <Row label="Status">{connectionStatusWord(u.onbuy.status)}</Row>
              <Row label="Consumer key">{u.onbuy.consumerKeyHint ? `…${u.onbuy.consumerKeyHint}` : '—'}</Row>
              <Row label="Sites">{u.onbuy.siteNames.join(', ') || '—'}</Row>
              <Row label="Sellers">{u.onbuy.sellerNames.join(', ') || '—'}</Row>
            </>
          )}
        </Section>
      </SimpleGrid>

      <Section title="Support tickets">
        <SupportTickets tickets={u.supportTickets} />
      </Section>

      <Section title="Admin audit log">
        {u.auditLog.length === 0 ? (
          <Text color="fg.muted">No admin actions yet</Text>
        ) : (
          <Box overflowX="auto">
            <Table.Root size="sm">
              <Table.Header>
                <Table.Row>
                  <Table.ColumnHeader>When</Table.ColumnHeader>
                  <Table.ColumnHeader>Admin</Table.ColumnHeader>
                  <Table.ColumnHeader>Action</Table.ColumnHeader>
                  <Table.ColumnHeader>Before</Table.ColumnHeader>
                  <Table.ColumnHeader>After</Table.ColumnHeader>
                </Table.Row>
              </Table.Header>
              <Table.Body>
                {u.auditLog.map((e) => (
                  <Table.Row key={e.id} data-testid="audit-row">
                    <Table.Cell>{adminTime(String(e.createdAt))}</Table.Cell>
                    <Table.Cell>{e.adminEmail ?? '—'}</Table.Cell>
                    <Table.Cell>
                      {e.action}
                      {AUDIT_OUTCOME[e.outcome] && (
                        <Badge ml="2" colorPalette={e.outcome === 'failed' ? 'red' : 'orange'} data-testid="audit-outcome">
                          {AUDIT_OUTCOME[e.outcome]}
                        </Badge>
                      )}
                    </Table.Cell>
                    <Table.Cell fontSize="xs" wordBreak="break-all">
                      {e.before ?? '—'}
                    </Table.Cell>
                    <Table.Cell fontSize="xs" wordBreak="break-all">
                      {e.after ?? '—'}
                    </Table.Cell>
                  </Table.Row>
                ))}
              </Table.Body>
            </Table.Root>
          </Box>
        )}
      </Section>

      <ConfirmDialog
        open={confirm === 'email'}
        title="Update email"
        confirmLabel="Update"
        busy={updatingEmail}
        onCancel={() => setConfirm(null)}
        onConfirm={() => {
          setConfirm(null);
          updateEmail({ userId: u.userId, newEmail: newEmail.trim() }, 'Email updated', () => setNewEmail(''));
        }}
      >
        Are you sure you want to update this email?
      </ConfirmDialog>
      <ConfirmDialog
        open={confirm === 'ebay' || confirm === 'shopify'}
        title={confirm === 'shopify' ? 'Remove Shopify authorisation' : 'Remove eBay authorisation'}
        confirmLabel="Unauth"
        busy={removingEbay || removingShopify}
        onCancel={() => setConfirm(null)}
        onConfirm={() => {
          const which = confirm;
          setConfirm(null);
          if (which === 'shopify') removeShopify({ userId: u.userId }, 'Shopify unauthed');
          else removeEbay({ userId: u.userId }, 'Ebay unauthed');
        }}
      >
        Are you sure you want to unauth this user?
      </ConfirmDialog>
    </Stack>
  );
}

/** /admin/{userId}: an admin's view of one user; anyone else sees the not-found page. */
export function AdminUserPage() {
  const { user } = useLoaderData<typeof adminUserLoader>();
  if (!user) return <NotFoundPage />;
  return (
    <Suspense
      fallback={
        <Flex justify="center" py="16">
          <Spinner size="lg" aria-label="Loading" />
        </Flex>
      }
    >
      <UserQuery queryRef={user} />
    </Suspense>
  );
}

function UserQuery({ queryRef }: { queryRef: PreloadedQuery<AdminUserPageQuery> }) {
  const data = usePreloadedQuery<AdminUserPageQuery>(adminUserPageQuery, queryRef);
  return <UserPage queryRef={data} />;
}
