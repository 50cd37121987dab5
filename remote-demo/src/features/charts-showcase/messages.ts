export const messages = {
  th: {
    title: 'ตัวอย่างกราฟ',
    lead: 'กราฟ SVG ล้วนของหน้าตัวอย่าง ไม่มีไลบรารีกราฟ สีมาจากธีมของ antd และปรับขนาดตามความกว้างของการ์ด',
    line: {
      title: 'กราฟเส้น',
      about: 'หลายชุดข้อมูลบนแกน x เดียวกัน แกน y เริ่มที่ศูนย์ ขั้นของแกนปัดเป็นตัวเลขกลม ๆ ชี้ที่จุดเพื่อดูค่า',
      label: 'ผู้ใช้รายสัปดาห์',
      newUsers: 'ผู้ใช้ใหม่',
      returningUsers: 'ผู้ใช้เดิม',
      weeks: ['สัปดาห์ 1', 'สัปดาห์ 2', 'สัปดาห์ 3', 'สัปดาห์ 4', 'สัปดาห์ 5', 'สัปดาห์ 6'],
    },
    bar: {
      title: 'กราฟแท่ง',
      about: 'แท่งละหนึ่งค่าจากเส้นศูนย์ ค่าติดลบเป็นสีแดงใต้เส้น ป้ายแกน x เว้นระยะเองเมื่อแคบ',
      label: 'กำไรรายไตรมาส',
      quarters: ['ไตรมาส 1', 'ไตรมาส 2', 'ไตรมาส 3', 'ไตรมาส 4'],
    },
    donut: {
      title: 'กราฟโดนัท',
      about: 'ส่วนแบ่งของแต่ละรายการ ผลรวมอยู่ตรงกลาง และคำอธิบายแสดงค่ากับเปอร์เซ็นต์ที่รวมกันได้ 100',
      label: 'เบราว์เซอร์ของผู้ใช้',
      total: 'ผู้ใช้',
    },
    accessibility: 'โปรแกรมอ่านหน้าจออ่านแต่ละกราฟเป็นภาพเดียวที่ชื่อบอกทุกค่า',
  },
  en: {
    title: 'Charts',
    lead: 'The demo pages’ plain-SVG charts: no chart library, colours from the antd theme, sized to the card’s width.',
    line: {
      title: 'Line chart',
      about: 'Several series over the same x labels; the y axis starts at zero on round steps. Point at a dot for its value.',
      label: 'Weekly users',
      newUsers: 'New users',
      returningUsers: 'Returning users',
      weeks: ['Week 1', 'Week 2', 'Week 3', 'Week 4', 'Week 5', 'Week 6'],
    },
    bar: {
      title: 'Bar chart',
      about: 'A bar per value from the zero line, negative ones red below it; x labels thin out when space is short.',
      label: 'Profit per quarter',
      quarters: ['Q1', 'Q2', 'Q3', 'Q4'],
    },
    donut: {
      title: 'Donut chart',
      about: 'Each entry’s share, the total in the middle, and a legend with values and percents that add up to 100.',
      label: 'Users’ browsers',
      total: 'users',
    },
    accessibility: 'A screen reader reads each chart as one image whose name gives every value.',
  },
};
