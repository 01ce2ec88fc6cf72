import { Box, Button, Card, Container, Heading, HStack, Progress, Stack, Text } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import { useLoaderData, useNavigate, useParams } from 'react-router';
import { usePreloadedQuery } from 'react-relay';
import type { OnboardingPageQuery } from '../../__generated__/OnboardingPageQuery.graphql.ts';
import { onboardingPageQuery } from './OnboardingPageQuery.ts';
import { ONBOARDING_STEPS } from '../accounts/guards.ts';
import { UserMenu } from '../../components/UserMenu.tsx';
import { useSetOnboardingStepMutation } from '../accounts/mutations/SetOnboardingStepMutation.ts';
import { useFinishOnboardingMutation } from '../accounts/mutations/FinishOnboardingMutation.ts';
import { inventoryPath } from '../../relay/session.ts';
import { NotFoundPage } from '../../components/NotFoundPage.tsx';
import { AmazonStep } from './AmazonStep.tsx';
import { PlanStep } from './PlanStep.tsx';
import { BillingStep } from './BillingStep.tsx';
import { PlatformsStep } from './PlatformsStep.tsx';
import type { OnboardingData, StepQuery } from './loaders.ts';
import type { StepProps } from './steps.ts';

const TITLES = ['Amazon Setup', 'Select a Plan', 'Billing Details', 'Platform Setup'] as const;

/** The shown step with its preloaded query. */
function StepScreen({ query, ...props }: StepProps & { query: NonNullable<StepQuery> }): ReactNode {
  switch (query.step) {
    case 'amazon':
      return <AmazonStep queryRef={query.queryRef} {...props} />;
    case 'plan':
      return <PlanStep queryRef={query.queryRef} {...props} />;
    case 'billing':
      return <BillingStep queryRef={query.queryRef} {...props} />;
    case 'platforms':
      return <PlatformsStep queryRef={query.queryRef} {...props} />;
  }
}

/**
 * The onboarding wizard (spec 000 §2), in a layout without top navigation: a progress bar, the
 * four steps (each stored with onboarding/progress/{step}), then 'You're all set!'.
 */
export function OnboardingPage() {
  const { step: name = 'amazon' } = useParams();
  const navigate = useNavigate();
  const queries = useLoaderData() as OnboardingData;
  const data = usePreloadedQuery<OnboardingPageQuery>(onboardingPageQuery, queries.page);
  const [setStep, saving] = useSetOnboardingStepMutation();
  const [finish, finishing] = useFinishOnboardingMutation();
  const userId = data.viewer?.userId ?? '-';
  const index = name === 'finished' ? 4 : ONBOARDING_STEPS.indexOf(name as (typeof ONBOARDING_STEPS)[number]);
  if (index < 0) return <NotFoundPage />;

  const go = (to: number) => {
    if (to >= 4) return navigate('/onboarding/finished');
    const step = Math.max(0, to);
    setStep({
      variables: { userId, step },
      onCompleted: () => {
        navigate(`/onboarding/${ONBOARDING_STEPS[step]}`);
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
      <Container maxW="4xl">
        <Stack gap="6">
          {/* The user menu (issue 20): a seller can sign out or change the password mid-way. */}
          <HStack justify="space-between" gap="3">
            <Heading as="p" size="lg" color="brand.fg">
              ListBridge
            </Heading>
            <UserMenu viewer={data.viewer ?? null} />
          </HStack>
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
              {queries.step ? (
                <>
                  <Heading as="h1" size="xl">
                    {TITLES[index]}
                  </Heading>
                  <StepScreen query={queries.step} previous={() => go(index - 1)} next={() => go(index + 1)} busy={saving} />
                </>
              ) : (
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
              )}
            </Card.Body>
          </Card.Root>
        </Stack>
      </Container>
    </Box>
  );
}
