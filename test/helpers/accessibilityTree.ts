import { a11ySnapshot } from '@web/test-runner-commands';

/** A node of the accessibility tree Chromium gives screen readers (CDP). */
export interface AxNode {
  role: string;
  name: string;
  expanded?: boolean;
  children?: AxNode[];
}

const axNodes = (node: AxNode): AxNode[] => [node, ...(node.children ?? []).flatMap(axNodes)];
// (Typed as giving nothing; it gives the tree.)
const snapshot = a11ySnapshot as (payload: object) => Promise<unknown>;

/** The page's accessibility tree as Chromium gives it to screen readers, flattened (Chromium only). */
export const accessibilityTree = async (): Promise<AxNode[]> => axNodes((await snapshot({})) as AxNode);
