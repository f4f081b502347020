import { describe, expect, it } from 'vitest';
import { addressKey } from './client-address.ts';

describe('addressKey', () => {
  it('counts an IPv4 address as itself', () => {
    expect(addressKey('203.0.113.7')).toBe('203.0.113.7');
    expect(addressKey('203.0.113.8')).not.toBe(addressKey('203.0.113.7'));
  });

  it('counts an IPv4-mapped IPv6 address as the IPv4 address it carries', () => {
    expect(addressKey('::ffff:203.0.113.7')).toBe('203.0.113.7');
    expect(addressKey('::ffff:cb00:7107')).toBe('203.0.113.7');
  });

  it('counts every address of one IPv6 /64 together', () => {
    const a = addressKey('2001:db8:85a3:12::1');
    expect(a).toBe('2001:db8:85a3:12::/64');
    expect(addressKey('2001:db8:85a3:12:ffff:ffff:ffff:ffff')).toBe(a);
    expect(addressKey('2001:0DB8:85A3:0012:0:0:0:abcd')).toBe(a);
    expect(addressKey('2001:db8:85a3:12::1%eth0')).toBe(a);
  });

  it('reads every way of writing an address: a dotted tail, groups on both sides of ::', () => {
    expect(addressKey('::ffff:198.51.100.77')).toBe('198.51.100.77');
    expect(addressKey('0:0:0:0:0:ffff:198.51.100.77')).toBe('198.51.100.77');
    expect(addressKey('1::2:3:4:5:6:7')).toBe('1:0:2:3::/64');
    expect(addressKey('1:2:3::7')).toBe('1:2:3:0::/64');
    // Not IPv4-mapped: the first five groups are not all zero.
    expect(addressKey('1:0:0:0:0:ffff:a00:1')).toBe('1:0:0:0::/64');
    expect(addressKey('64:ff9b::198.51.100.77')).toBe('64:ff9b:0:0::/64');
  });

  it('keeps neighbouring /64s apart', () => {
    expect(addressKey('2001:db8:85a3:13::1')).not.toBe(addressKey('2001:db8:85a3:12::1'));
    expect(addressKey('::1')).toBe('0:0:0:0::/64');
    expect(addressKey('2001:db8::')).toBe('2001:db8:0:0::/64');
  });

  it('counts everything that is not an address as one client', () => {
    expect(addressKey('forged-1')).toBe('not-an-address');
    expect(addressKey('forged-2')).toBe(addressKey('forged-1'));
    expect(addressKey('')).toBe(addressKey('forged-1'));
  });
});
