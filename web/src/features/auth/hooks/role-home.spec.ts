import { ROLE_HOME, ROLE_MENU } from './role-home';

describe('role landing and menu', () => {
  it('lands admins, regional managers and companies on their own area', () => {
    expect(ROLE_HOME).toEqual({ admin: '/admin-dashboard', regional_manager: '/regional-manager', company: '/dashboard' });
  });

  it("starts each role's menu with its landing page, and gives only admins the admin screens", () => {
    for (const role of ['admin', 'regional_manager', 'company'] as const) expect(ROLE_MENU[role][0]?.to).toBe(ROLE_HOME[role]);
    expect(ROLE_MENU.company.map((entry) => entry.label)).toEqual(['Dashboard']);
    expect(ROLE_MENU.regional_manager.some((entry) => entry.to.startsWith('/admin'))).toBe(false);
    expect(ROLE_MENU.admin.map((entry) => entry.to)).toContain('/admin-regions');
  });
});
