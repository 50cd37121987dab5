// The used-export lists of the tree-shaken shared libraries are read from the apps' imports: a
// name missing from the list would be missing from the copy every page loads.
import { isShippedSource, namedImportsOf } from './shared-exports.js';

describe('the names an app imports from a tree-shaken library', () => {
  it('are the named imports, by their exported name, across lines', () => {
    const source = `import { BehaviorSubject, filter as keep,\n  Subject } from 'rxjs';\nimport { useNavigate } from "react-router-dom";`;
    expect(namedImportsOf(source, 'rxjs')).toEqual(['BehaviorSubject', 'filter', 'Subject']);
    expect(namedImportsOf(source, 'react-router-dom')).toEqual(['useNavigate']);
  });

  it('leave out types, which no copy holds', () => {
    const source = `import type { Observable } from 'rxjs';\nimport { type Subscription, Subject } from 'rxjs';`;
    expect(namedImportsOf(source, 'rxjs')).toEqual(['Subject']);
  });

  it('count only the library itself, not another whose name contains it or a subpath', () => {
    const source = `import { Button } from 'antd/es/button';\nimport { Ability } from '@casl/ability/extra';\nimport { Select } from 'my-antd';`;
    expect(namedImportsOf(source, 'antd')).toEqual([]);
    expect(namedImportsOf(source, '@casl/ability')).toEqual([]);
  });
});

describe('the sources whose imports count', () => {
  it('are the shipped ones: not tests, nor the test helpers of testing/ folders', () => {
    expect(['app/router.tsx', 'lib/money.ts', 'routes.tsx'].map(isShippedSource)).toEqual([true, true, true]);
    expect(['routes.test.tsx', 'lib/money.test.ts', 'testing/render-page-at.tsx', 'features/x/testing/fake.ts', 'index.html', 'types.d.css'].map(isShippedSource)).toEqual([
      false,
      false,
      false,
      false,
      false,
      false,
    ]);
  });
});
