/** Local group membership: group → connection ids, and connection → groups for cleanup. */
export class GroupRegistry {
  private readonly members = new Map<string, Set<string>>();
  private readonly byConnection = new Map<string, Set<string>>();

  /** Returns true when the connection was not in the group yet. */
  add(connectionId: string, group: string): boolean {
    let set = this.members.get(group);
    if (set?.has(connectionId)) return false;
    if (!set) {
      set = new Set();
      this.members.set(group, set);
    }
    set.add(connectionId);
    let groups = this.byConnection.get(connectionId);
    if (!groups) {
      groups = new Set();
      this.byConnection.set(connectionId, groups);
    }
    groups.add(group);
    return true;
  }

  /** Returns true when the connection was in the group. */
  remove(connectionId: string, group: string): boolean {
    const set = this.members.get(group);
    if (!set?.delete(connectionId)) return false;
    const groups = this.byConnection.get(connectionId);
    groups?.delete(group);
    if (groups?.size === 0) this.byConnection.delete(connectionId);
    if (set.size === 0) this.members.delete(group);
    return true;
  }

  /** Removes a connection from all its groups; returns the groups it was in. */
  removeAll(connectionId: string): string[] {
    const groups = this.groupsOf(connectionId);
    for (const group of groups) this.remove(connectionId, group);
    return groups;
  }

  connections(group: string): ReadonlySet<string> {
    return this.members.get(group) ?? new Set();
  }

  has(connectionId: string, group: string): boolean {
    return this.members.get(group)?.has(connectionId) ?? false;
  }

  /** How many groups a connection is in. */
  countOf(connectionId: string): number {
    return this.byConnection.get(connectionId)?.size ?? 0;
  }

  groupsOf(connectionId: string): string[] {
    return [...(this.byConnection.get(connectionId) ?? [])];
  }
}
