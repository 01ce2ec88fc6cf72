import { Box, Button, Card, Container, Heading, HStack, Progress, Stack, Text } from '@chakra-ui/react';
import { useNavigate, useParams } from 'react-router';
import { useLazyLoadQuery, graphql } from 'react-relay';
import type { OnboardingPageQuery } from '../../__generated__/OnboardingPageQuery.graphql.ts';
import { ONBOARDING_STEPS } from '../accounts/guards.ts';
import { useSetOnboardingStepMutation } from '../accounts/mutations/SetOnboardingStepMutation.ts';
import { useFinishOnboardingMutation } from '../accounts/mutations/FinishOnboardingMutation.ts';
import { inventoryPath } from '../accounts/session.ts';
import { NotFoundPage } from '../../routes/NotFoundPage.tsx';

const TITLES = ['Amazon Setup', 'Select a Plan', 'Billing Details', 'Platform Setup'] as const;

/**
 * The onboarding wizard (spec 000 §2), in a layout without top navigation. Each step is stored
 * with onboarding/progress/{step}. The connection, plan and card forms of each step come with
 * the onboarding issue; until then their Next buttons stay disabled and Skip moves on.
 */
export function OnboardingPage() {
  const { step: name = 'amazon' } = useParams();
  const navigate = useNavigate();
  const data = useLazyLoadQuery<OnboardingPageQuery>(
    graphql`
      query OnboardingPageQuery {
        viewer {
          userId
          onboardingStep
        }
      }
    `,
    {},
  );
  const [setStep, saving] = useSetOnboardingStepMutation();
  const [finish, finishing] = useFinishOnboardingMutation();
  const userId = data.viewer?.userId ?? '-';
  const index = name === 'finished' ? 4 : ONBOARDING_STEPS.indexOf(name as (typeof ONBOARDING_STEPS)[number]);
  if (index < 0) return <NotFoundPage />;

  const go = (to: number) => {
    if (to >= 4) return navigate('/onboarding/finished');
    setStep({
      variables: { userId, step: Math.max(0, to) },
      onCompleted: () => {
        navigate(`/onboarding/${ONBOARDING_STEPS[Math.max(0, to)]}`);
      },
    });
  };
  const start = () =>
    finish({
      variables: { userId },
      onCompleted: () => {
        navigate(inventoryPath(userId), { replace: true });
      },
    });

  return (
    <Box minH="100dvh" bg="bg.subtle" py={{ base: '6', md: '12' }}>
      <Container maxW="3xl">
        <Stack gap="6">
          <Heading as="p" size="lg" color="brand.fg">
            ListBridge
          </Heading>
          <Progress.Root value={(Math.min(index, 4) / 4) * 100} colorPalette="brand" aria-label="Onboarding progress">
            <Progress.Track>
              <Progress.Range />
            </Progress.Track>
          </Progress.Root>
          <HStack justify="space-between" fontSize="sm" color="fg.muted" wrap="wrap">
            {TITLES.map((t, i) => (
              <Text key={t} fontWeight={i === index ? 'bold' : 'normal'} color={i === index ? 'fg' : undefined}>
                {i + 1}. {t}
              </Text>
            ))}
          </HStack>
          <Card.Root>
            <Card.Body gap="4">
              {index === 4 ? (
                <>
                  <Heading as="h1" size="xl">
                    You're all set!
                  </Heading>
                  <Text>Your account is ready. Start listing your Amazon inventory on your channels.</Text>
                  <HStack justify="space-between">
                    <Button variant="outline" onClick={() => go(3)} disabled={saving}>
                      Previous
                    </Button>
                    <Button colorPalette="brand" onClick={start} loading={finishing}>
                      Start Listing Now!
                    </Button>
                  </HStack>
                </>
              ) : (
                <>
                  <Heading as="h1" size="xl">
                    {TITLES[index]}
                  </Heading>
                  {index === 0 && (
                    <Stack gap="3">
                      <Text>Connect the Amazon seller account whose inventory you want to list.</Text>
                      <Button alignSelf="flex-start" colorPalette="brand" disabled>
                        Connect Amazon Account
                      </Button>
                    </Stack>
                  )}
                  {index === 1 && <Text>Pick a plan for each channel you want to sell on. Every plan starts with a two-week free trial.</Text>}
                  {index === 2 && <Text>Add a card for your subscriptions. Enter your billing information now for 20% off your first year.</Text>}
                  {index === 3 && <Text>Connect the channels you sell on: eBay, Shopify or OnBuy.</Text>}
                  <HStack justify="space-between">
                    <Button variant="outline" onClick={() => go(index - 1)} disabled={index === 0 || saving}>
                      Previous
                    </Button>
                    <HStack>
                      {/* Billing offers Skip only with a card on file (none can be added yet). */}
                      {index !== 2 && (
                        <Button variant="ghost" onClick={() => go(index + 1)} disabled={saving}>
                          Skip
                        </Button>
                      )}
                      <Button colorPalette="brand" onClick={() => go(index + 1)} disabled={index === 0 || index === 3 || saving}>
                        Next
                      </Button>
                    </HStack>
                  </HStack>
                </>
              )}
            </Card.Body>
          </Card.Root>
        </Stack>
      </Container>
    </Box>
  );
}
