export interface BigAuthorResult {
  followers: number;
  posts: number;
  ackP50Ms: number;
  ackP99Ms: number;
  /** From sending the post to its showing first in the feed of the follower the fan-out reaches last. */
  deliveryP50Ms: number;
  deliveryMaxMs: number;
  /** How long the fan-out the write lines left queued took to drain before these posts were sent. */
  backlogDrainMs: number;
}

const ms = (n: number) => `${n.toFixed(n < 10 ? 2 : 0)} ms`;

export function bigAuthorTargets(result: BigAuthorResult) {
  const followers = result.followers.toLocaleString('en');
  return [
    {
      name: `post by an author with ${followers} followers: acknowledged, p99 of ${result.posts}`,
      goal: '≤ 50 ms',
      measured: `${ms(result.ackP99Ms)} (p50 ${ms(result.ackP50Ms)})`,
      met: result.ackP99Ms <= 50,
    },
    {
      name: "…and in the last follower's feed (slowest of the posts)",
      goal: '≤ 2 s',
      measured: `${ms(result.deliveryMaxMs)} (p50 ${ms(result.deliveryP50Ms)}; sent once the write lines' queued fan-out had drained, ${ms(result.backlogDrainMs)})`,
      met: result.deliveryMaxMs <= 2000,
    },
  ];
}
