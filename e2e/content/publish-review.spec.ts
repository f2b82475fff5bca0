import { backLoginAs, button, chooseOption, expect, memberLogin, pngImage, test, uniqueSuffix } from '../support/fixtures.ts';

/**
 * The content chain a real person goes through: an editor writes an article with an image in
 * the rich-text editor and submits it, a reviewer approves it, a tourist reads it, a member
 * likes and complains about it, and staff find the complaint. One article, five people, in
 * order: the steps share the article and run serially in one worker.
 */
test.describe.configure({ mode: 'serial' });

const suffix = uniqueSuffix();
const title = `交易中心端到端发布流程公告${suffix}`;
const bodyText = `本公告用于验证发布、审核与阅读的完整流程（${suffix}）。`;
const complaintNote = `标题与内容不符，请核实（${suffix}）`;
const CATEGORY = '交易公告';
let articleId = '';

test.describe('content chain: publish → review → read → react → complaint', () => {
  test('an editor writes an article with an uploaded image and submits it for review', async ({ page }) => {
    test.slow(); // lazy editor chunk, upload and save on a loaded machine
    await backLoginAs(page, 'editor');
    await page.goto('back/PublishContentManagement');
    await page.getByRole('button', { name: '新增内容' }).click();
    await expect(page).toHaveURL(/\/back\/PublishAdd$/);
    await expect(page.getByRole('heading', { name: '发布内容' })).toBeVisible();

    await page.getByPlaceholder('请输入标题').fill(title);
    await page.getByRole('combobox', { name: '请选择内容类型' }).click();
    await page.locator('.ant-select-tree').getByTitle(CATEGORY, { exact: true }).click();
    await expect(page.locator('.ant-select-content, .ant-select-selection-item').filter({ hasText: CATEGORY })).toBeVisible();

    const editor = page.getByRole('textbox', { name: '正文编辑器' });
    await editor.click();
    await page.keyboard.type(bodyText);
    await expect(editor).toContainText(bodyText);

    // The toolbar's 插入图片 opens the system file picker: answer it with a generated PNG.
    const upload = page.waitForResponse((r) => r.url().includes('/api/banner/uploadImage'));
    const chooser = page.waitForEvent('filechooser');
    await page.getByRole('toolbar', { name: '编辑工具栏' }).getByRole('button', { name: '插入图片' }).click();
    await (await chooser).setFiles({ name: 'price-chart.png', mimeType: 'image/png', buffer: pngImage() });
    expect((await upload).status()).toBe(200);
    const editorImage = editor.locator('img');
    await expect(editorImage).toHaveAttribute('src', /\/uploads\/.+\.png$/);
    await expect.poll(() => editorImage.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBe(16);

    await page.getByRole('button', { name: '保存并提交' }).click();
    await expect(page).toHaveURL(/\/back\/PublishDetail\?id=\d+$/);
    articleId = new URL(page.url()).searchParams.get('id') ?? '';
    const facts = page.locator('.ant-descriptions');
    await expect(facts).toContainText(title);
    await expect(facts).toContainText('待审核');
    await expect(facts).toContainText(CATEGORY);
    await expect(page.locator('.coal-back-article img')).toHaveAttribute('src', /\/uploads\/.+\.png$/);
  });

  test('a reviewer finds it in 内容审核, opens the detail and approves it', async ({ page }) => {
    expect(articleId, 'the article of the first step').not.toBe('');
    await backLoginAs(page, 'reviewer');
    await page.locator('.ant-layout-sider').getByText('内容审核', { exact: true }).click();
    await expect(page).toHaveURL(/\/back\/ContentCheck$/);
    await page.getByRole('textbox', { name: '关键词' }).fill(suffix);
    await page.getByRole('button', { name: button('查询') }).click();
    const row = page.locator('.ant-table-row').filter({ hasText: title });
    await expect(row).toHaveCount(1);
    await expect(row).toContainText('待审核');
    await expect(row).toContainText('内容编辑 王敏');

    await row.getByRole('link', { name: '审核详情' }).click();
    await expect(page).toHaveURL(new RegExp(`/back/ContentCheckDetail\\?kind=article&id=${articleId}$`));
    await expect(page.getByRole('heading', { name: '审核详情' })).toBeVisible();
    await expect(page.getByText(bodyText).first()).toBeVisible();
    await expect(page.locator('.coal-rich-html img')).toHaveAttribute('src', /\/uploads\/.+\.png$/);

    await page
      .locator('.coal-review-actions')
      .getByRole('button', { name: button('通过') })
      .click();
    const confirm = page.locator('.ant-popconfirm');
    await expect(confirm.getByText('确认审核通过并发布？')).toBeVisible();
    await confirm.getByRole('button', { name: button('通过') }).click();
    await expect(page.getByText('审核通过', { exact: true })).toBeVisible();
    // Back on the kept-alive queue, its filter in the address.
    await expect(page).toHaveURL(new RegExp(`/back/ContentCheck\\?keyword=${suffix}$`));
    // The kept-alive queue (still filtered by the keyword) no longer lists it as pending.
    await expect(page.getByRole('textbox', { name: '关键词' })).toHaveValue(suffix);
    await expect(page.locator('.ant-table-row').filter({ hasText: title })).toHaveCount(0);

    // Among the approved items now, with the reviewer's decision.
    await chooseOption(page, page.getByRole('combobox', { name: '审核状态' }), '已通过');
    await page.getByRole('button', { name: button('查询') }).click();
    await expect(page.locator('.ant-table-row').filter({ hasText: title })).toContainText('已发布');
  });

  test('a tourist sees it on the home page and in 通知公告, and the image in the detail', async ({ page }) => {
    expect(articleId, 'the article of the first step').not.toBe('');
    await page.goto('portal/Home');
    const homeLink = page.getByRole('link', { name: title }).first();
    await expect(homeLink).toBeVisible();
    await expect(homeLink).toHaveAttribute('href', new RegExp(`/portal/NoticeDetail\\?id=${articleId}$`));

    await page.getByRole('navigation').getByText('通知公告').first().click();
    await expect(page).toHaveURL(/\/portal\/Notice$/);
    await page.getByRole('textbox', { name: '标题关键词' }).fill(suffix);
    // The list's own 搜索 (the header has a site-search button of the same name).
    await page
      .locator('button.ant-btn')
      .filter({ hasText: /^\s*搜\s*索\s*$/ })
      .click();
    const item = page.locator('.coal-article-list__item').filter({ hasText: title });
    await expect(item).toHaveCount(1);
    await expect(item).toContainText(CATEGORY);
    await item.getByRole('link', { name: title }).click();

    await expect(page).toHaveURL(new RegExp(`/portal/NoticeDetail\\?id=${articleId}$`));
    await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
    await expect(page.locator('.coal-article')).toContainText(bodyText);
    const image = page.locator('.coal-article .coal-rich-html img');
    await expect(image).toHaveAttribute('src', /\/uploads\/.+\.png$/);
    // Really served: the browser decoded the uploaded picture.
    await expect.poll(() => image.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth)).toBe(16);

    // A tourist who tries to like it is asked to log in first; nothing is counted.
    const like = page.locator('.coal-article-actions').getByRole('button', { name: /点赞/ });
    await expect(like).toHaveText(/^\s*点赞\s*0\s*$/);
    await like.click();
    const login = page.getByRole('dialog').filter({ has: page.getByPlaceholder('请输入交易系统账号') });
    await expect(login).toBeVisible();
    await login.getByRole('button', { name: button('取消') }).click();
    await expect(login).toBeHidden();
    await expect(like).toHaveText(/^\s*点赞\s*0\s*$/);
  });

  test('a member likes it (the count goes up) and files a complaint with a reason', async ({ page }) => {
    expect(articleId, 'the article of the first step').not.toBe('');
    await memberLogin(page);
    await page.goto(`portal/NoticeDetail?id=${articleId}`);
    await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();

    const like = page.locator('.coal-article-actions').getByRole('button', { name: /点赞/ });
    await expect(like).toHaveText(/^\s*点赞\s*0\s*$/);
    await like.click();
    await expect(like).toHaveText(/^\s*已点赞\s*1\s*$/);
    await expect(like).toHaveAttribute('aria-pressed', 'true');
    // Stored, not only shown: a reload still counts it.
    await page.reload();
    await expect(page.locator('.coal-article-actions').getByRole('button', { name: /点赞/ })).toHaveText(/^\s*已点赞\s*1\s*$/);

    await page.locator('.coal-article-actions').getByRole('button', { name: /投诉/ }).click();
    const dialog = page.getByRole('dialog').filter({ hasText: '投诉文章' });
    await expect(dialog.getByText(`投诉对象：${title}`)).toBeVisible();
    // The reason is required.
    await dialog.getByRole('button', { name: '提交投诉' }).click();
    await expect(dialog.getByText('请选择投诉原因')).toBeVisible();
    await dialog.getByRole('radio', { name: '虚假信息' }).check();
    await dialog.getByPlaceholder('请描述具体问题（选填）').fill(complaintNote);
    const sent = page.waitForResponse((r) => r.url().includes('/api/common/complain'));
    await dialog.getByRole('button', { name: '提交投诉' }).click();
    expect((await sent).status()).toBe(200);
    await expect(dialog).toBeHidden();
    await expect(page.locator('.ant-message')).toContainText('投诉已提交');
  });

  test('staff with the complaint permission see the complaint with the article and the reason', async ({ page }) => {
    expect(articleId, 'the article of the first step').not.toBe('');
    await backLoginAs(page, 'admin');
    await page.locator('.ant-layout-sider').getByText('投诉管理', { exact: true }).click();
    await expect(page).toHaveURL(/\/back\/ComplainManager$/);
    await page.getByRole('textbox', { name: '关键词' }).fill(suffix);
    await page.getByRole('button', { name: button('查询') }).click();
    const row = page.locator('.ant-table-row').filter({ hasText: title });
    await expect(row).toHaveCount(1);
    await expect(row).toContainText('文章');
    await expect(row).toContainText('虚假信息');
    await expect(row).toContainText(complaintNote);
    await expect(row).toContainText('待处理');

    await row.getByRole('link', { name: '处理' }).click();
    await expect(page).toHaveURL(/\/back\/ComplainDetail\?id=\d+$/);
    const facts = page.locator('.ant-descriptions');
    await expect(facts).toContainText(`文章 #${articleId}`);
    await expect(facts).toContainText('虚假信息');
    await expect(facts).toContainText(complaintNote);
    await expect(page.getByRole('heading', { name: title })).toBeVisible();
  });
});
