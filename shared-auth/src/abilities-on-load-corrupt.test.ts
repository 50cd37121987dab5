// Corrupt stored user data on page load: the ability is the anonymous one.
describe('the ability on page load with corrupt user data', () => {
  it('starts from read Auth only', async () => {
    localStorage.setItem('userData', '{"role":"admin","ability":[{"action":"manage","subject":"all"}]');
    const { ability, INITIAL_RULES } = await import('./abilities.ts');

    expect(ability.rules).toEqual(INITIAL_RULES);
    expect(ability.can('read', 'Seamless')).toBe(false);
  });
});
